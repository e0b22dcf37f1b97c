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

use hyper::body::{Body, Bytes, Frame, SizeHint};
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::time::{Instant, Sleep};

/// How long a body may take before the rate counts: the same as a head's deadline.
pub const BODY_GRACE: Duration = Duration::from_secs(10);

/// The slowest average a body may arrive at once the grace is over, in bytes a
/// second (8 KiB/s: a 1 MiB match log may take over two minutes).
pub const MIN_BODY_RATE: u64 = 8 * 1024;

type BoxError = Box<dyn std::error::Error + Send + Sync>;

/// The body came too slowly: `received` bytes when its time ran out.
#[derive(Debug, thiserror::Error)]
#[error("request body too slow: {received} bytes in {secs} s")]
pub struct TooSlow {
    received: u64,
    secs: u64,
}

/// Was `error` (or anything it wraps) a body cut for coming too slowly?
pub fn too_slow(error: &(dyn std::error::Error + 'static)) -> bool {
    let mut e = Some(error);
    while let Some(now) = e {
        if now.is::<TooSlow>() {
            return true;
        }
        e = now.source();
    }
    false
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
        }
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
            Poll::Ready(Some(Err(e))) => Poll::Ready(Some(Err(e.into()))),
            Poll::Ready(None) => Poll::Ready(None),
            Poll::Pending => {
                let due = this.due();
                let timer = this
                    .timer
                    .get_or_insert_with(|| Box::pin(tokio::time::sleep_until(due)));
                if timer.as_mut().poll(cx).is_pending() {
                    return Poll::Pending;
                }
                this.cut = true;
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
