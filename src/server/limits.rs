//! How much the server may hold at once, sized from the process's open-file limit.
//! Every connection costs a file descriptor; when they run out, `accept` fails and
//! nobody — referees, `/healthz` — is served. So the limit is raised as far as the
//! system allows, and the caps stay below it with room for the database's files.

use super::share::Caps;

/// Files kept for everything but client connections: the SQLite pool (8 connections,
/// each the database, its `-wal` and `-shm`), a backup's copy, the log, the listener,
/// the runtime's own descriptors — with a wide margin.
pub const RESERVE: u64 = 128;

/// No more connections than this however high the limit: each open connection also
/// costs memory (tens of KiB), and a club evening needs a few hundred at most.
pub const MOST_CONNECTIONS: u64 = 4096;

/// Raises the soft open-file limit to the hard one and returns the limit now in
/// force (the soft limit as it was if it cannot be raised).
#[cfg(unix)]
pub fn raise_file_limit() -> u64 {
    let mut lim = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit/setrlimit only read and write the struct we pass.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) != 0 {
            return 1024;
        }
        if lim.rlim_cur < lim.rlim_max {
            let raised = libc::rlimit {
                rlim_cur: lim.rlim_max,
                rlim_max: lim.rlim_max,
            };
            if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                lim.rlim_cur = lim.rlim_max;
            }
        }
    }
    // RLIM_INFINITY is u64::MAX: "no limit", capped by MOST_CONNECTIONS later.
    lim.rlim_cur
}

/// Elsewhere: the common default.
#[cfg(not(unix))]
pub fn raise_file_limit() -> u64 {
    1024
}

/// The caps for a process that may open `files` files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The open-file limit they were sized from.
    pub files: u64,
    /// Open connections.
    pub connections: Caps,
    /// Event streams (live pages, projectors).
    pub streams: Caps,
}

impl Limits {
    /// Connections: the limit less [`RESERVE`] (at most [`MOST_CONNECTIONS`]), one
    /// eighth of that per client — a phone opens about six, a proxy in front carries
    /// many phones. Event streams: half of each, so a client holding its every stream
    /// still has connections left to load pages.
    pub fn for_files(files: u64) -> Limits {
        let total = if files > 2 * RESERVE {
            (files - RESERVE).min(MOST_CONNECTIONS)
        } else {
            files / 2
        };
        let total = usize::try_from(total.max(4)).unwrap_or(usize::MAX);
        let per_client = (total / 8).max(2);
        Limits {
            files,
            connections: Caps { total, per_client },
            streams: Caps {
                total: (total / 2).max(1),
                per_client: (per_client / 2).max(1),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_usual_limit_leaves_room_for_the_database() {
        let l = Limits::for_files(1024);
        assert_eq!(l.connections.total, 896);
        assert_eq!(l.connections.per_client, 112);
        assert_eq!(l.streams.total, 448);
        assert_eq!(l.streams.per_client, 56);
        assert!(l.connections.per_client < l.connections.total);
        assert!(l.streams.per_client < l.connections.per_client);
    }

    #[test]
    fn a_huge_limit_is_capped_and_a_tiny_one_halved() {
        assert_eq!(Limits::for_files(1 << 20).connections.total, 4096);
        assert_eq!(Limits::for_files(u64::MAX).connections.per_client, 512);
        let tiny = Limits::for_files(64);
        assert_eq!(tiny.connections.total, 32);
        assert_eq!(tiny.streams.per_client, 2);
    }

    #[test]
    fn raising_the_limit_never_lowers_it() {
        let before = {
            let mut lim = libc::rlimit {
                rlim_cur: 0,
                rlim_max: 0,
            };
            // SAFETY: reads into the struct.
            unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) };
            lim.rlim_cur
        };
        assert!(raise_file_limit() >= before);
    }
}
