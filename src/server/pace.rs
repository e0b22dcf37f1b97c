//! A request body must keep coming. The head has its own deadline
//! ([`super::HEADER_READ_TIMEOUT`]); without one for the body, a client that sends a
//! head and then trickles its body a byte at a time keeps a connection *busy* — never
//! shed to make room — for as long as it likes, and every trickled byte pinned a read
//! buffer of its own (kilobytes each) until the body was whole: 4,000 such bodies
//! held 435 MB.
//!
//! So a body gets [`BODY_GRACE`] to start, then must average at least
//! [`MIN_BODY_RATE`]: byte *n* is due by `GRACE + n / RATE` after the head. A phone on
//! poor club Wi-Fi sends a form or a match log far faster; a trickle is cut within
//! seconds (the request fails with 408 and the connection closes). Each piece that
//! arrives is copied out of the connection's read buffer, so what a slow body holds
//! is its own bytes, not a buffer per piece.
//!
//! And a client may be *waiting* on at most [`BODIES_PER_CLIENT`] bodies at once
//! ([`Bodies`]; the `--trusted-proxy`, which carries every phone behind it, is not
//! held to it). A body counts from the first time the server has to wait for its
//! bytes: a form arrives with its head and never counts, so many referees behind one
//! address post as fast as they like; a phone uploads one file at a time. One more
//! is answered 429 and its connection closed — before the app sees it when the
//! client is at its cap already — so 4,000 trickled bodies from 40 addresses keep
//! 40 × 8 requests open, not 4,000, and the rest cost an accept and a head.

use super::share::client_of;
use hyper::body::{Body, Bytes, Frame, SizeHint};
use std::collections::HashMap;
use std::future::Future;
use std::net::IpAddr;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::time::{Instant, Sleep};

/// How long a body may take before the rate counts: the same as a head's deadline.
pub const BODY_GRACE: Duration = Duration::from_secs(10);

/// The slowest average a body may arrive at once the grace is over, in bytes a
/// second (8 KiB/s: a 1 MiB match log may take over two minutes).
pub const MIN_BODY_RATE: u64 = 8 * 1024;

/// Bodies one client may be waiting on at once (see the module docs).
pub const BODIES_PER_CLIENT: usize = 8;

type BoxError = Box<dyn std::error::Error + Send + Sync>;

/// The bodies being received, counted per client (`share::client_of`).
pub struct Bodies {
    per_client: usize,
    proxy: Option<IpAddr>,
    counts: Mutex<HashMap<IpAddr, usize>>,
}

/// One body being received; dropping it (the body ended, failed or was dropped)
/// gives its place back.
pub struct Receiving {
    bodies: Arc<Bodies>,
    client: IpAddr,
}

impl Bodies {
    /// At most `per_client` (at least 1) at once per client but `proxy`.
    pub fn new(per_client: usize, proxy: Option<IpAddr>) -> Arc<Bodies> {
        Arc::new(Bodies {
            per_client: per_client.max(1),
            proxy: proxy.map(client_of),
            counts: Mutex::new(HashMap::new()),
        })
    }

    fn counts(&self) -> std::sync::MutexGuard<'_, HashMap<IpAddr, usize>> {
        self.counts.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A place for one more body from `ip`, or `None` when its client is sending as
    /// many as it may.
    pub fn admit(self: &Arc<Self>, ip: IpAddr) -> Option<Receiving> {
        let client = client_of(ip);
        let mut counts = self.counts();
        let n = counts.entry(client).or_insert(0);
        if *n >= self.per_client && self.proxy != Some(client) {
            return None;
        }
        *n += 1;
        Some(Receiving {
            bodies: self.clone(),
            client,
        })
    }

    /// Is `ip`'s client waiting on as many bodies as it may?
    pub fn full(&self, ip: IpAddr) -> bool {
        let client = client_of(ip);
        self.proxy != Some(client)
            && self
                .counts()
                .get(&client)
                .is_some_and(|n| *n >= self.per_client)
    }

    /// Bodies being received from `ip`'s client.
    pub fn from(&self, ip: IpAddr) -> usize {
        self.counts().get(&client_of(ip)).copied().unwrap_or(0)
    }
}

impl Drop for Receiving {
    fn drop(&mut self) {
        let mut counts = self.bodies.counts();
        if let Some(n) = counts.get_mut(&self.client) {
            *n -= 1;
            if *n == 0 {
                counts.remove(&self.client);
            }
        }
    }
}

/// The body came too slowly: `received` bytes when its time ran out.
#[derive(Debug, thiserror::Error)]
#[error("request body too slow: {received} bytes in {secs} s")]
pub struct TooSlow {
    received: u64,
    secs: u64,
}

/// The client was already waiting on as many bodies as it may.
#[derive(Debug, thiserror::Error)]
#[error("too many request bodies under way from this client")]
pub struct TooMany;

/// Does `error` (or anything it wraps) satisfy `is`?
fn any_cause(
    error: &(dyn std::error::Error + 'static),
    is: fn(&(dyn std::error::Error + 'static)) -> bool,
) -> bool {
    let mut e = Some(error);
    while let Some(now) = e {
        if is(now) {
            return true;
        }
        e = now.source();
    }
    false
}

/// Was `error` (or anything it wraps) a body cut for coming too slowly?
pub fn too_slow(error: &(dyn std::error::Error + 'static)) -> bool {
    any_cause(error, |e| e.is::<TooSlow>())
}

/// Was `error` (or anything it wraps) a body refused as one too many of its client's?
pub fn too_many(error: &(dyn std::error::Error + 'static)) -> bool {
    any_cause(error, |e| e.is::<TooMany>())
}

/// A body held to its pace (see the module docs).
pub struct Paced<B> {
    inner: B,
    started: Instant,
    received: u64,
    grace: Duration,
    rate: u64,
    /// Set at the first wait: a body that is never waited for costs no timer.
    timer: Option<Pin<Box<Sleep>>>,
    cut: bool,
    /// Where and as whom the body counts once it is waited on.
    counted: Option<(Arc<Bodies>, IpAddr)>,
    /// The client's place, given back as soon as the body is over.
    place: Option<Receiving>,
}

impl<B> Paced<B> {
    /// `inner` with the server's pace, counted from now.
    pub fn new(inner: B) -> Paced<B> {
        Paced::with(inner, BODY_GRACE, MIN_BODY_RATE)
    }

    /// `inner`, due to start within `grace` and then to average `rate` bytes a second.
    pub fn with(inner: B, grace: Duration, rate: u64) -> Paced<B> {
        Paced {
            inner,
            started: Instant::now(),
            received: 0,
            grace,
            rate: rate.max(1),
            timer: None,
            cut: false,
            counted: None,
            place: None,
        }
    }

    /// The same body, counted among `ip`'s in `bodies` from its first wait until it
    /// is over.
    pub fn counted(mut self, bodies: Arc<Bodies>, ip: IpAddr) -> Paced<B> {
        self.counted = Some((bodies, ip));
        self
    }

    /// When the next byte is due.
    fn due(&self) -> Instant {
        let earned = Duration::from_secs_f64(self.received as f64 / self.rate as f64);
        self.started + self.grace + earned
    }
}

impl<B> Body for Paced<B>
where
    B: Body<Data = Bytes> + Unpin,
    B::Error: Into<BoxError>,
{
    type Data = Bytes;
    type Error = BoxError;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, BoxError>>> {
        let this = self.get_mut();
        if this.cut {
            return Poll::Ready(None);
        }
        match Pin::new(&mut this.inner).poll_frame(cx) {
            Poll::Ready(Some(Ok(frame))) => {
                let frame = match frame.into_data() {
                    Ok(data) => {
                        this.received += data.len() as u64;
                        let due = this.due();
                        if let Some(t) = this.timer.as_mut() {
                            t.as_mut().reset(due);
                        }
                        // Our own copy: the slice would keep the connection's whole
                        // read buffer alive.
                        Frame::data(Bytes::copy_from_slice(&data))
                    }
                    Err(other) => other,
                };
                Poll::Ready(Some(Ok(frame)))
            }
            Poll::Ready(Some(Err(e))) => {
                this.place = None;
                Poll::Ready(Some(Err(e.into())))
            }
            Poll::Ready(None) => {
                this.place = None;
                Poll::Ready(None)
            }
            Poll::Pending => {
                if this.place.is_none()
                    && let Some((bodies, ip)) = this.counted.take()
                {
                    match bodies.admit(ip) {
                        Some(place) => this.place = Some(place),
                        None => {
                            this.cut = true;
                            return Poll::Ready(Some(Err(Box::new(TooMany))));
                        }
                    }
                }
                let due = this.due();
                let timer = this
                    .timer
                    .get_or_insert_with(|| Box::pin(tokio::time::sleep_until(due)));
                if timer.as_mut().poll(cx).is_pending() {
                    return Poll::Pending;
                }
                this.cut = true;
                this.place = None;
                Poll::Ready(Some(Err(Box::new(TooSlow {
                    received: this.received,
                    secs: this.started.elapsed().as_secs(),
                }))))
            }
        }
    }

    fn is_end_stream(&self) -> bool {
        self.cut || self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use http_body_util::BodyExt;
    use http_body_util::StreamBody;

    type Piece = Result<Frame<Bytes>, std::convert::Infallible>;

    /// A body whose pieces come from a channel, as a client's would.
    fn trickle() -> (
        tokio::sync::mpsc::Sender<Piece>,
        StreamBody<tokio_stream::wrappers::ReceiverStream<Piece>>,
    ) {
        let (tx, rx) = tokio::sync::mpsc::channel(16);
        (
            tx,
            StreamBody::new(tokio_stream::wrappers::ReceiverStream::new(rx)),
        )
    }

    fn byte() -> Piece {
        Ok(Frame::data(Bytes::from_static(b"x")))
    }

    #[tokio::test]
    async fn a_trickled_body_is_cut_once_the_grace_is_over() {
        let (tx, body) = trickle();
        let started = Instant::now();
        let feeder = tokio::spawn(async move {
            for _ in 0..200 {
                if tx.send(byte()).await.is_err() {
                    return;
                }
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        });
        let paced = Paced::with(body, Duration::from_millis(300), 1024);
        let err = paced.collect().await.expect_err("cut");
        assert!(too_slow(err.as_ref()), "{err}");
        // The grace plus the few bytes it earned (about 15 ms), never the 4 s of the
        // whole trickle.
        let took = started.elapsed();
        assert!(
            took >= Duration::from_millis(300) && took < Duration::from_secs(2),
            "{took:?}"
        );
        feeder.abort();
    }

    #[tokio::test]
    async fn a_body_at_the_rate_arrives_whole() {
        let (tx, body) = trickle();
        tokio::spawn(async move {
            // 20 KiB, 1 KiB every 50 ms (20 KiB/s): past the grace, above the rate.
            for _ in 0..20 {
                let piece = Ok(Frame::data(Bytes::from(vec![b'a'; 1024])));
                if tx.send(piece).await.is_err() {
                    return;
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        });
        let paced = Paced::with(body, Duration::from_millis(300), 4 * 1024);
        let whole = paced.collect().await.expect("whole").to_bytes();
        assert_eq!(whole.len(), 20 * 1024);
    }

    #[test]
    fn a_client_sends_so_many_bodies_at_once_and_the_proxy_any_number() {
        let ip = |s: &str| -> IpAddr { s.parse().unwrap() };
        let bodies = Bodies::new(2, Some(ip("10.0.0.1")));
        let a = bodies.admit(ip("2001:db8::1")).unwrap();
        let _b = bodies.admit(ip("2001:db8::2")).unwrap();
        assert!(
            bodies.admit(ip("2001:db8::3")).is_none(),
            "one /64, one client"
        );
        assert!(bodies.admit(ip("10.0.0.2")).is_some());
        let proxied: Vec<_> = (0..5).map(|_| bodies.admit(ip("10.0.0.1"))).collect();
        assert!(proxied.iter().all(Option::is_some));
        drop(a);
        assert_eq!(bodies.from(ip("2001:db8::9")), 1);
        assert!(bodies.admit(ip("2001:db8::3")).is_some());
    }

    #[tokio::test]
    async fn a_body_counts_from_its_first_wait_and_one_too_many_is_refused() {
        let bodies = Bodies::new(1, None);
        let ip: IpAddr = "10.0.0.2".parse().unwrap();
        // Whole at once: never waited on, never counted.
        let (tx, body) = trickle();
        tx.send(byte()).await.unwrap();
        drop(tx);
        let whole = Paced::new(body).counted(bodies.clone(), ip).collect().await;
        assert!(whole.is_ok());
        assert_eq!(bodies.from(ip), 0);
        // Waited on: counted until it is over; meanwhile a second one is refused.
        let (tx, body) = trickle();
        let mut first = Paced::new(body).counted(bodies.clone(), ip);
        assert!(
            futures_util::FutureExt::now_or_never(first.frame()).is_none(),
            "waiting"
        );
        assert_eq!(bodies.from(ip), 1);
        let (_tx2, body2) = trickle();
        let err = Paced::new(body2)
            .counted(bodies.clone(), ip)
            .collect()
            .await
            .expect_err("one too many");
        assert!(too_many(err.as_ref()) && !too_slow(err.as_ref()));
        drop(tx);
        assert!(first.frame().await.is_none());
        assert_eq!(bodies.from(ip), 0);
    }

    #[test]
    fn the_cut_is_recognised_through_wrappers() {
        let cut: BoxError = Box::new(TooSlow {
            received: 1,
            secs: 11,
        });
        let wrapped = axum::Error::new(cut);
        assert!(too_slow(&wrapped));
        let other = axum::Error::new(std::io::Error::other("reset"));
        assert!(!too_slow(&other));
    }
}
