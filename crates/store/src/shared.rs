//! What several instances share through Redis (`REDIS_URL`): allowances (rate limits), caps on
//! what a key may hold at once, and a message bus (pub/sub). One instance without Redis keeps both in memory, in the server's app
//! layer; this module is only the Redis side, so the rest of the code never sees Redis types.
//!
//! - **Allowances** are generic cell rate (GCRA), as governor keeps them in memory: per key,
//!   the theoretical arrival time of the next call, moved one refill on by each call allowed.
//!   One Lua script reads and moves it atomically, on Redis's clock, so instances with skewed
//!   clocks still agree. A key expires once its allowance has filled up again.
//! - **Caps on holdings** (open streams per user): per key, a sorted set of the holdings with
//!   their lease's end, on Redis's clock. Taking one drops ended leases, counts and adds, in
//!   one Lua script; the holder renews its lease while it holds and removes it when done. A
//!   holding whose instance died is gone when its lease ends.
//! - **The bus**: one subscriber connection per instance, whatever the number of channels
//!   followed; each message is handed to the local followers of its channel. A subscription
//!   is confirmed by Redis before [`Shared::subscribe`] returns, so a message published after
//!   that is seen. If the connection breaks, the followers' streams end (they fall back to
//!   reading the database) and the next subscription connects again.

use std::{
    collections::HashMap,
    pin::Pin,
    sync::{Arc, Mutex},
    task::{Context, Poll},
    time::Duration,
};

use futures::{Stream, StreamExt};
use redis::{
    AsyncCommands, Client, IntoConnectionInfo, Script,
    aio::{ConnectionManager, PubSubSink},
    io::tcp::TcpSettings,
};
use tokio::sync::broadcast;

/// Messages a slow follower may fall behind by; past it, it misses some (and says so).
const FOLLOWER_BUFFER: usize = 256;

#[derive(Debug, thiserror::Error)]
#[error("redis: {0}")]
pub struct SharedError(#[from] redis::RedisError);

pub type SharedResult<T> = std::result::Result<T, SharedError>;

/// GCRA: KEYS[1] the key; ARGV[1] the refill interval and ARGV[2] the burst, in microseconds
/// and calls. Returns 0 when the call is allowed, else the microseconds until it would be.
const TAKE: &str = r#"
local now_parts = redis.call('TIME')
local now = tonumber(now_parts[1]) * 1000000 + tonumber(now_parts[2])
local refill = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
if tat < now then tat = now end
local allowed_at = tat - (burst - 1) * refill
if now < allowed_at then return allowed_at - now end
local next_tat = tat + refill
redis.call('SET', KEYS[1], string.format('%d', next_tat), 'PX', math.ceil((next_tat - now) / 1000) + 1)
return 0
"#;

/// Caps: KEYS[1] the key's sorted set; ARGV[1] the holding, ARGV[2] the cap, ARGV[3] the lease
/// in milliseconds. Returns 1 when the holding is added, 0 when the key holds its cap already.
const HOLD: &str = r#"
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local lease = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now + lease, ARGV[1])
if redis.call('PTTL', KEYS[1]) < lease then redis.call('PEXPIRE', KEYS[1], lease) end
return 1
"#;

/// Renewal: KEYS[1], ARGV[1] the holding, ARGV[2] the lease in milliseconds. Returns 0 when
/// the holding was gone (released, or its lease had ended: then its place may be another's).
const RENEW: &str = r#"
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local lease = tonumber(ARGV[2])
local ends = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not ends or tonumber(ends) <= now then
  redis.call('ZREM', KEYS[1], ARGV[1])
  return 0
end
redis.call('ZADD', KEYS[1], 'XX', now + lease, ARGV[1])
if redis.call('PTTL', KEYS[1]) < lease then redis.call('PEXPIRE', KEYS[1], lease) end
return 1
"#;

/// A connection to the Redis the instances share.
#[derive(Clone)]
pub struct Shared {
    /// Starts every key and channel: deployments (or test runs) sharing one Redis keep apart.
    prefix: Arc<str>,
    client: Client,
    commands: ConnectionManager,
    take: Arc<Script>,
    hold: Arc<Script>,
    renew: Arc<Script>,
    bus: Arc<tokio::sync::Mutex<Option<Bus>>>,
}

impl std::fmt::Debug for Shared {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The URL may carry a password.
        f.write_str("Shared(redis)")
    }
}

/// The instance's subscriber connection and who follows which channel on it.
struct Bus {
    sink: PubSubSink,
    channels: Arc<Mutex<HashMap<String, broadcast::Sender<Vec<u8>>>>>,
    /// Set by the reading task when the connection ends.
    closed: Arc<std::sync::atomic::AtomicBool>,
}

impl Shared {
    /// Connects (and checks the connection with a PING). Every key and channel starts with
    /// `prefix`.
    pub async fn connect(url: &str, prefix: &str) -> SharedResult<Self> {
        // Each command is sent at once. With Nagle's algorithm on (redis-rs's default), a
        // command written while an earlier one is unacknowledged is held back until the ACK:
        // 32 callers on one connection made about 0.8 times as many calls (docs/performance.md).
        let info = url
            .into_connection_info()?
            .set_tcp_settings(TcpSettings::default().set_nodelay(true));
        let client = Client::open(info)?;
        let mut commands = ConnectionManager::new(client.clone()).await?;
        let _: String = redis::cmd("PING").query_async(&mut commands).await?;
        Ok(Self {
            prefix: prefix.into(),
            client,
            commands,
            take: Arc::new(Script::new(TAKE)),
            hold: Arc::new(Script::new(HOLD)),
            renew: Arc::new(Script::new(RENEW)),
            bus: Arc::default(),
        })
    }

    /// Counts a call against the allowance `key`: `burst` calls at once, then one more every
    /// `refill`. `None` when allowed, else how long until the next call would be.
    pub async fn take(
        &self,
        key: &str,
        burst: u32,
        refill: Duration,
    ) -> SharedResult<Option<Duration>> {
        let mut conn = self.commands.clone();
        let wait_us: i64 = self
            .take
            .key(format!("{}:limit:{key}", self.prefix))
            .arg(refill.as_micros().max(1) as i64)
            .arg(burst.max(1))
            .invoke_async(&mut conn)
            .await?;
        Ok((wait_us > 0).then(|| Duration::from_micros(wait_us as u64)))
    }

    /// Adds `holding` to what `key` holds, unless it holds `cap` already (leases ended are not
    /// counted). The holding lasts `lease` unless renewed ([`Shared::renew`]) or released.
    pub async fn hold(
        &self,
        key: &str,
        holding: &str,
        cap: usize,
        lease: Duration,
    ) -> SharedResult<bool> {
        let mut conn = self.commands.clone();
        let added: i64 = self
            .hold
            .key(self.holdings_key(key))
            .arg(holding)
            .arg(cap)
            .arg(lease.as_millis().max(1) as i64)
            .invoke_async(&mut conn)
            .await?;
        Ok(added == 1)
    }

    /// Moves a holding's lease on to `lease` from now. False when it had ended already.
    pub async fn renew(&self, key: &str, holding: &str, lease: Duration) -> SharedResult<bool> {
        let mut conn = self.commands.clone();
        let renewed: i64 = self
            .renew
            .key(self.holdings_key(key))
            .arg(holding)
            .arg(lease.as_millis().max(1) as i64)
            .invoke_async(&mut conn)
            .await?;
        Ok(renewed == 1)
    }

    /// Gives a holding back.
    pub async fn release(&self, key: &str, holding: &str) -> SharedResult<()> {
        let mut conn = self.commands.clone();
        let _: i64 = conn.zrem(self.holdings_key(key), holding).await?;
        Ok(())
    }

    fn holdings_key(&self, key: &str) -> String {
        format!("{}:holds:{key}", self.prefix)
    }

    /// Sends `payload` to every instance following `channel` (this one included). Answers how
    /// many instances follow it.
    pub async fn publish(&self, channel: &str, payload: Vec<u8>) -> SharedResult<usize> {
        let mut conn = self.commands.clone();
        let receivers: i64 = conn.publish(self.channel(channel), payload).await?;
        Ok(receivers.max(0) as usize)
    }

    /// Follows `channel`: every message published to it from now on, until the subscription
    /// is dropped or the connection to Redis ends.
    pub async fn subscribe(&self, channel: &str) -> SharedResult<Subscription> {
        let channel = &self.channel(channel);
        let mut bus = self.bus.lock().await;
        if bus
            .as_ref()
            .is_none_or(|b| b.closed.load(std::sync::atomic::Ordering::Acquire))
        {
            *bus = Some(self.open_bus().await?);
        }
        let bus = bus.as_mut().expect("opened above");
        let existing = bus
            .channels
            .lock()
            .expect("bus channels")
            .get(channel)
            .map(broadcast::Sender::subscribe);
        let receiver = match existing {
            Some(receiver) => receiver,
            None => {
                // Listed before subscribing, so nothing that arrives once Redis confirms is lost.
                let (sender, receiver) = broadcast::channel(FOLLOWER_BUFFER);
                bus.channels
                    .lock()
                    .expect("bus channels")
                    .insert(channel.to_owned(), sender);
                if let Err(err) = bus.sink.subscribe(channel).await {
                    bus.channels.lock().expect("bus channels").remove(channel);
                    return Err(err.into());
                }
                receiver
            }
        };
        Ok(Subscription {
            inner: Some(tokio_stream_from(receiver)),
            leave: Some(Leave {
                channel: channel.to_owned(),
                bus: self.bus.clone(),
            }),
        })
    }

    fn channel(&self, name: &str) -> String {
        format!("{}:bus:{name}", self.prefix)
    }

    async fn open_bus(&self) -> SharedResult<Bus> {
        let (sink, mut stream) = self.client.get_async_pubsub().await?.split();
        let channels: Arc<Mutex<HashMap<String, broadcast::Sender<Vec<u8>>>>> = Arc::default();
        let closed = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let (to, flag) = (channels.clone(), closed.clone());
        tokio::spawn(async move {
            while let Some(message) = stream.next().await {
                let name = message.get_channel_name().to_owned();
                let payload = message.get_payload_bytes().to_vec();
                if let Some(sender) = to.lock().expect("bus channels").get(&name) {
                    // No follower left is not an error: it is leaving.
                    let _ = sender.send(payload);
                }
            }
            tracing::warn!("the connection to Redis's bus ended; followers read the database");
            flag.store(true, std::sync::atomic::Ordering::Release);
            // Dropping the senders ends every follower's stream.
            to.lock().expect("bus channels").clear();
        });
        Ok(Bus {
            sink,
            channels,
            closed,
        })
    }
}

/// Messages on one channel. `None` from the stream: the subscription ended (the connection to
/// Redis broke). A follower that fell behind by more than the buffer misses messages and gets
/// [`Received::Missed`] in their place.
pub struct Subscription {
    inner: Option<Pin<Box<dyn Stream<Item = Received> + Send>>>,
    leave: Option<Leave>,
}

/// One item of a subscription.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Received {
    Message(Vec<u8>),
    /// Some messages were dropped because this follower was slow.
    Missed,
}

impl Stream for Subscription {
    type Item = Received;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Received>> {
        match self.inner.as_mut() {
            Some(inner) => inner.as_mut().poll_next(cx),
            None => Poll::Ready(None),
        }
    }
}

impl Drop for Subscription {
    fn drop(&mut self) {
        // This follower's receiver goes first, so the count the leaving task reads is without it.
        self.inner.take();
        if let Some(leave) = self.leave.take()
            && let Ok(runtime) = tokio::runtime::Handle::try_current()
        {
            runtime.spawn(leave.run());
        }
    }
}

/// Unsubscribes from a channel once its last local follower has gone. It runs under the bus's
/// lock, as subscribing does, so a channel followed again meanwhile is kept.
struct Leave {
    channel: String,
    bus: Arc<tokio::sync::Mutex<Option<Bus>>>,
}

impl Leave {
    async fn run(self) {
        let mut bus = self.bus.lock().await;
        let Some(bus) = bus.as_mut() else { return };
        let unfollowed = {
            let mut channels = bus.channels.lock().expect("bus channels");
            let unfollowed = channels
                .get(&self.channel)
                .is_some_and(|sender| sender.receiver_count() == 0);
            if unfollowed {
                channels.remove(&self.channel);
            }
            unfollowed
        };
        if unfollowed {
            let _ = bus.sink.unsubscribe(&self.channel).await;
        }
    }
}

fn tokio_stream_from(
    receiver: broadcast::Receiver<Vec<u8>>,
) -> Pin<Box<dyn Stream<Item = Received> + Send>> {
    futures::stream::unfold(receiver, |mut receiver| async move {
        match receiver.recv().await {
            Ok(payload) => Some((Received::Message(payload), receiver)),
            Err(broadcast::error::RecvError::Lagged(_)) => Some((Received::Missed, receiver)),
            Err(broadcast::error::RecvError::Closed) => None,
        }
    })
    .boxed()
}

/// The Redis the tests use, when `TEST_REDIS_URL` is set. CI sets it (`.ci/run`), and there
/// its absence fails the test rather than skipping it.
#[cfg(any(test, feature = "testing"))]
pub fn test_redis_url() -> Option<String> {
    let url = std::env::var("TEST_REDIS_URL")
        .ok()
        .filter(|u| !u.is_empty());
    assert!(
        url.is_some() || std::env::var_os("CI").is_none(),
        "CI runs the Redis tests: set TEST_REDIS_URL"
    );
    url
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn shared() -> Option<Shared> {
        let Some(url) = test_redis_url() else {
            eprintln!("TEST_REDIS_URL is not set: Redis tests skipped");
            return None;
        };
        Some(
            Shared::connect(&url, "sp-test")
                .await
                .expect("Redis at TEST_REDIS_URL"),
        )
    }

    fn unique(name: &str) -> String {
        format!("{name}:{}", uuid::Uuid::new_v4())
    }

    #[tokio::test]
    async fn an_allowance_gives_its_burst_then_says_how_long_to_wait() {
        let Some(shared) = shared().await else { return };
        let key = unique("take");
        let refill = Duration::from_secs(60);
        for _ in 0..3 {
            assert_eq!(shared.take(&key, 3, refill).await.unwrap(), None);
        }
        let wait = shared
            .take(&key, 3, refill)
            .await
            .unwrap()
            .expect("refused");
        assert!(wait > Duration::from_secs(50) && wait <= refill, "{wait:?}");
        // Another key has its own allowance.
        assert_eq!(
            shared.take(&unique("other"), 3, refill).await.unwrap(),
            None
        );
    }

    #[tokio::test]
    async fn two_connections_share_one_allowance() {
        let (Some(a), Some(b)) = (shared().await, shared().await) else {
            return;
        };
        let key = unique("shared");
        let refill = Duration::from_secs(60);
        assert_eq!(a.take(&key, 2, refill).await.unwrap(), None);
        assert_eq!(b.take(&key, 2, refill).await.unwrap(), None);
        assert!(a.take(&key, 2, refill).await.unwrap().is_some());
        assert!(b.take(&key, 2, refill).await.unwrap().is_some());
    }

    #[tokio::test]
    async fn a_key_holds_up_to_its_cap_across_connections_until_released() {
        let (Some(a), Some(b)) = (shared().await, shared().await) else {
            return;
        };
        let key = unique("holds");
        let lease = Duration::from_secs(30);
        assert!(a.hold(&key, "one", 2, lease).await.unwrap());
        assert!(b.hold(&key, "two", 2, lease).await.unwrap());
        assert!(
            !a.hold(&key, "three", 2, lease).await.unwrap(),
            "at the cap"
        );
        assert!(
            !b.hold(&key, "three", 2, lease).await.unwrap(),
            "at the cap"
        );
        // Another key has its own cap.
        assert!(b.hold(&unique("other"), "one", 2, lease).await.unwrap());
        b.release(&key, "one").await.unwrap();
        assert!(a.hold(&key, "three", 2, lease).await.unwrap());
        assert!(a.renew(&key, "three", lease).await.unwrap());
        assert!(!a.renew(&key, "one", lease).await.unwrap(), "released");
    }

    #[tokio::test]
    async fn a_holding_not_renewed_ends_with_its_lease() {
        let Some(shared) = shared().await else { return };
        let key = unique("lease");
        // Renewed every 250 ms, a lease of 400 ms is kept with 150 ms to spare.
        let short = Duration::from_millis(400);
        assert!(shared.hold(&key, "kept", 2, short).await.unwrap());
        assert!(shared.hold(&key, "left", 2, short).await.unwrap());
        assert!(!shared.hold(&key, "third", 2, short).await.unwrap());
        for _ in 0..2 {
            tokio::time::sleep(Duration::from_millis(250)).await;
            assert!(shared.renew(&key, "kept", short).await.unwrap());
        }
        // "left" was never renewed: its lease ended, and its place is free.
        assert!(shared.hold(&key, "third", 2, short).await.unwrap());
        assert!(!shared.renew(&key, "left", short).await.unwrap());
        assert!(!shared.hold(&key, "fourth", 2, short).await.unwrap());
    }

    #[tokio::test]
    async fn a_message_reaches_every_follower_of_its_channel_only() {
        let (Some(a), Some(b)) = (shared().await, shared().await) else {
            return;
        };
        let channel = unique("bus");
        let mut on_a = a.subscribe(&channel).await.unwrap();
        let mut on_b = b.subscribe(&channel).await.unwrap();
        let mut elsewhere = b.subscribe(&unique("bus-other")).await.unwrap();
        a.publish(&channel, b"one".to_vec()).await.unwrap();
        b.publish(&channel, b"two".to_vec()).await.unwrap();
        for follower in [&mut on_a, &mut on_b] {
            let got: Vec<Received> = tokio::time::timeout(
                Duration::from_secs(5),
                follower.by_ref().take(2).collect::<Vec<_>>(),
            )
            .await
            .expect("both messages arrive");
            assert_eq!(
                got,
                vec![
                    Received::Message(b"one".to_vec()),
                    Received::Message(b"two".to_vec())
                ]
            );
        }
        assert!(
            tokio::time::timeout(Duration::from_millis(200), elsewhere.next())
                .await
                .is_err(),
            "nothing arrives on another channel"
        );
        // A channel left by its last follower is unsubscribed, and following it again works.
        drop(on_b);
        let mut again = b.subscribe(&channel).await.unwrap();
        a.publish(&channel, b"three".to_vec()).await.unwrap();
        let got = tokio::time::timeout(Duration::from_secs(5), again.next())
            .await
            .expect("arrives");
        assert_eq!(got, Some(Received::Message(b"three".to_vec())));
    }
}
