//! Each client's share of something the server has a limited number of: open
//! connections (each costs a file descriptor) or event streams (each holds a
//! connection open all evening). Holders are counted per client address and in total;
//! when a cap is hit, room is made by **shedding** an old idle holder — of the same
//! client when that client is at its own cap, else of the client holding the most —
//! so that whoever hoards pays, and a referee arriving from another address is served.
//!
//! A holder is *busy* while it serves a request (a connection with a request in
//! flight) and *idle* otherwise (a connection waiting for, or still reading, a request
//! head; an event stream between two events). Idle holders go first, the one idle
//! for the longest first. A shed holder is told through [`Ticket::shed`]; its owner
//! ends it (closes the socket, ends the stream cleanly).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;
use tokio::sync::Notify;

/// How many holders are allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Caps {
    /// At most this many at once, all clients together.
    pub total: usize,
    /// At most this many at once for one client (see [`client_of`]).
    pub per_client: usize,
}

/// The client an address counts for. IPv6 addresses count by their /64 network: one
/// machine on a LAN gets a whole /64 and may pick any address in it. An IPv4 address
/// written as IPv6 (`::ffff:a.b.c.d`) counts as the IPv4 address.
pub fn client_of(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let network = u128::from(v6) & !((1u128 << 64) - 1);
                IpAddr::V6(network.into())
            }
        },
    }
}

/// One holder as the registry sees it.
struct Holder {
    id: u64,
    /// Requests being served right now (0: idle).
    busy: AtomicU32,
    /// Milliseconds since the registry's start at the last sign of use.
    last_used: AtomicU64,
    /// Woken once when the holder is shed.
    shed: Notify,
}

/// The registry: who holds what.
pub struct Share {
    caps: Caps,
    /// A client held to the total cap only: the reverse proxy named by
    /// `--trusted-proxy`, which carries every phone behind it on its own address.
    proxy: Option<IpAddr>,
    epoch: Instant,
    state: Mutex<State>,
}

#[derive(Default)]
struct State {
    next_id: u64,
    total: usize,
    clients: HashMap<IpAddr, Vec<Arc<Holder>>>,
}

impl State {
    fn held(&self, client: IpAddr) -> usize {
        self.clients.get(&client).map_or(0, Vec::len)
    }

    /// Sheds the client's holder unused for the longest — only idle ones unless
    /// `busy_too`. `false` when there was none to shed.
    fn shed_oldest(&mut self, client: IpAddr, busy_too: bool) -> bool {
        let Some(holders) = self.clients.get_mut(&client) else {
            return false;
        };
        let victim = holders
            .iter()
            .enumerate()
            .filter(|(_, h)| busy_too || h.busy.load(Ordering::Relaxed) == 0)
            .min_by_key(|(_, h)| h.last_used.load(Ordering::Relaxed))
            .map(|(i, _)| i);
        let Some(i) = victim else {
            return false;
        };
        let gone = holders.swap_remove(i);
        if holders.is_empty() {
            self.clients.remove(&client);
        }
        self.total -= 1;
        gone.shed.notify_one();
        true
    }

    /// The client holding the most.
    fn biggest(&self) -> Option<(IpAddr, usize)> {
        self.clients
            .iter()
            .map(|(c, h)| (*c, h.len()))
            .max_by_key(|(_, n)| *n)
    }
}

impl Share {
    /// An empty registry with these caps (each at least 1).
    pub fn new(caps: Caps) -> Arc<Share> {
        Share::with_proxy(caps, None)
    }

    /// As [`Share::new`], with `proxy` (if any) held to the total cap only: a proxy's
    /// connections are every client's behind it, so the per-client share would shut
    /// out the phones of a whole club behind one address.
    pub fn with_proxy(caps: Caps, proxy: Option<IpAddr>) -> Arc<Share> {
        let caps = Caps {
            total: caps.total.max(1),
            per_client: caps.per_client.max(1),
        };
        Arc::new(Share {
            caps,
            proxy: proxy.map(client_of),
            epoch: Instant::now(),
            state: Mutex::new(State::default()),
        })
    }

    /// The caps in force.
    pub fn caps(&self) -> Caps {
        self.caps
    }

    fn now(&self) -> u64 {
        u64::try_from(self.epoch.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// How many holders there are, all clients together.
    pub fn total(&self) -> usize {
        self.state().total
    }

    /// How many holders the client of `ip` has.
    pub fn held_by(&self, ip: IpAddr) -> usize {
        self.state().held(client_of(ip))
    }

    /// Lets `ip` hold one more, shedding an old idle holder first if a cap is hit.
    /// `None` (refused) only when nothing can be shed: the client is at its own cap
    /// with every holder busy, or the total is reached and the client holding the
    /// most holds no more than this one.
    pub fn admit(self: &Arc<Self>, ip: IpAddr) -> Option<Ticket> {
        let client = client_of(ip);
        let mut state = self.state();
        let capped = self.proxy != Some(client);
        if capped && state.held(client) >= self.caps.per_client && !state.shed_oldest(client, false)
        {
            return None;
        }
        if state.total >= self.caps.total {
            let (biggest, held) = state.biggest()?;
            // The biggest client's busy holders go too, but only to make room for a
            // client holding fewer: a hoarder cannot take from its equals.
            let busy_too = held > state.held(client) + 1;
            if !state.shed_oldest(biggest, false) && !state.shed_oldest(biggest, busy_too) {
                return None;
            }
        }
        state.next_id += 1;
        let holder = Arc::new(Holder {
            id: state.next_id,
            busy: AtomicU32::new(0),
            last_used: AtomicU64::new(self.now()),
            shed: Notify::new(),
        });
        state
            .clients
            .entry(client)
            .or_default()
            .push(holder.clone());
        state.total += 1;
        Some(Ticket {
            share: self.clone(),
            client,
            holder,
        })
    }
}

/// One holder's place; dropping it gives the place back.
pub struct Ticket {
    share: Arc<Share>,
    client: IpAddr,
    holder: Arc<Holder>,
}

impl Ticket {
    /// Marks the holder used now (an event sent, a request begun or ended).
    pub fn touch(&self) {
        self.holder
            .last_used
            .store(self.share.now(), Ordering::Relaxed);
    }

    /// Marks the holder busy until the returned guard is dropped.
    pub fn busy(&self) -> Busy {
        self.touch();
        self.holder.busy.fetch_add(1, Ordering::Relaxed);
        Busy {
            share: self.share.clone(),
            holder: self.holder.clone(),
        }
    }

    /// Completes when the holder has been shed to make room; its owner should then
    /// end it.
    pub async fn shed(&self) {
        self.holder.shed.notified().await;
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut state = self.share.state();
        let Some(holders) = state.clients.get_mut(&self.client) else {
            return;
        };
        // Not found: it was shed, and counted out then.
        if let Some(i) = holders.iter().position(|h| h.id == self.holder.id) {
            holders.swap_remove(i);
            if holders.is_empty() {
                state.clients.remove(&self.client);
            }
            state.total -= 1;
        }
    }
}

/// A request in flight on a holder; dropping it marks the end.
pub struct Busy {
    share: Arc<Share>,
    holder: Arc<Holder>,
}

impl Drop for Busy {
    fn drop(&mut self) {
        self.holder.busy.fetch_sub(1, Ordering::Relaxed);
        self.holder
            .last_used
            .store(self.share.now(), Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use futures_util::FutureExt;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    /// Room for a hundred holders, two a client: the per-client cap is what bites.
    fn two_per_client() -> Arc<Share> {
        Share::new(Caps {
            total: 100,
            per_client: 2,
        })
    }

    #[test]
    fn a_client_at_its_cap_sheds_its_own_oldest_idle_holder() {
        let share = two_per_client();
        let a = share.admit(ip("10.0.0.2")).unwrap();
        std::thread::sleep(std::time::Duration::from_millis(2));
        let b = share.admit(ip("10.0.0.2")).unwrap();
        let c = share.admit(ip("10.0.0.2")).unwrap();
        assert_eq!(share.held_by(ip("10.0.0.2")), 2);
        // `a` went: it was the oldest.
        assert!(futures_util::FutureExt::now_or_never(a.shed()).is_some());
        assert!(futures_util::FutureExt::now_or_never(b.shed()).is_none());
        drop((a, b, c));
        assert_eq!(share.total(), 0);
    }

    #[test]
    fn the_trusted_proxy_is_held_to_the_total_cap_only() {
        let caps = Caps {
            total: 6,
            per_client: 2,
        };
        let share = Share::with_proxy(caps, Some(ip("10.0.0.1")));
        // Five phones behind the proxy, all busy: no per-client cap sheds them.
        let behind: Vec<_> = (0..5)
            .map(|_| share.admit(ip("10.0.0.1")).unwrap())
            .collect();
        let busy: Vec<_> = behind.iter().map(Ticket::busy).collect();
        assert_eq!(share.held_by(ip("10.0.0.1")), 5);
        assert!(behind.iter().all(|t| t.shed().now_or_never().is_none()));
        // Any other address still has its own cap.
        let _a = share.admit(ip("10.0.0.2")).unwrap();
        // At the total the proxy, holding the most, gives up its oldest for a
        // client holding fewer.
        let b = share.admit(ip("10.0.0.3"));
        assert!(b.is_some());
        assert_eq!(share.total(), 6);
        assert_eq!(share.held_by(ip("10.0.0.1")), 4);
        drop(busy);
        // Without the exemption the same address stops at its share.
        let plain = Share::new(caps);
        let held: Vec<_> = (0..3).map(|_| plain.admit(ip("10.0.0.1"))).collect();
        assert_eq!(plain.held_by(ip("10.0.0.1")), 2);
        drop(held);
    }

    #[test]
    fn busy_holders_are_kept_and_a_client_with_all_busy_is_refused() {
        let share = two_per_client();
        let a = share.admit(ip("10.0.0.2")).unwrap();
        let _a_busy = a.busy();
        let b = share.admit(ip("10.0.0.2")).unwrap();
        // `b` is idle, so it goes even though `a` is older.
        let c = share.admit(ip("10.0.0.2")).unwrap();
        assert!(futures_util::FutureExt::now_or_never(b.shed()).is_some());
        let _c_busy = c.busy();
        assert!(share.admit(ip("10.0.0.2")).is_none());
        // Another client is not affected.
        assert!(share.admit(ip("10.0.0.3")).is_some());
    }

    #[test]
    fn at_the_total_cap_the_biggest_client_pays() {
        let share = Share::new(Caps {
            total: 4,
            per_client: 3,
        });
        let hoard: Vec<_> = (0..3)
            .map(|_| share.admit(ip("10.0.0.2")).unwrap())
            .collect();
        let busy: Vec<_> = hoard.iter().map(Ticket::busy).collect();
        let _one = share.admit(ip("10.0.0.3")).unwrap();
        // Full; the newcomer holds 0, the hoarder 3 (all busy): one of its goes.
        let _referee = share.admit(ip("10.0.0.4")).unwrap();
        assert_eq!(share.held_by(ip("10.0.0.2")), 2);
        assert_eq!(share.total(), 4);
        drop(busy);
        // Idle holders of the biggest client go before anything else.
        let _b = share.admit(ip("10.0.0.4")).unwrap();
        assert_eq!(share.held_by(ip("10.0.0.2")), 1);
    }

    #[test]
    fn ipv6_counts_by_network_and_mapped_ipv4_as_ipv4() {
        assert_eq!(
            client_of(ip("2001:db8::1")),
            client_of(ip("2001:db8::ffff:2"))
        );
        assert_ne!(
            client_of(ip("2001:db8::1")),
            client_of(ip("2001:db8:0:1::1"))
        );
        assert_eq!(client_of(ip("::ffff:10.0.0.2")), ip("10.0.0.2"));
    }
}
