//! The client's address, for sign-in throttling, share-view counting and the `/metrics` gate.
//!
//! Behind reverse proxies the TCP peer is the nearest proxy, and the client is somewhere in
//! `X-Forwarded-For`. Each proxy appends the address it got the request from, so the header is
//! only as trustworthy as the proxy that wrote each entry: reading from the right, the entries
//! are facts for as long as the hop that added them is one of ours, and the first address that
//! is not one of ours is the client. Everything left of it was sent by the client and is
//! ignored (taking the leftmost entry let a client choose a new address per request).
//! `config.trusted_proxies` says which hops are ours; `trust_proxy = true` is the shorthand
//! "the TCP peer is a proxy, whatever its address".

use std::net::{IpAddr, Ipv6Addr, SocketAddr};

use axum::{
    extract::ConnectInfo,
    http::{HeaderMap, header},
};

use crate::config::{Config, TrustedProxies};

/// Whose `X-Forwarded-For` entries to believe.
#[derive(Clone, Copy)]
pub struct ProxyTrust<'a> {
    /// The TCP peer is a proxy whatever its address (`trust_proxy = true`).
    pub any_peer: bool,
    /// Proxies by address range (`trusted_proxies`).
    pub networks: &'a TrustedProxies,
}

impl<'a> ProxyTrust<'a> {
    pub fn from_config(config: &'a Config) -> Self {
        Self {
            any_peer: config.trust_proxy,
            networks: &config.trusted_proxies,
        }
    }
}

/// The client's address as a string for the use cases: see [`client_addr`]. Without a TCP peer
/// (a router driven without a socket) it is `unknown`: the header alone proves nothing.
pub fn client_ip(
    headers: &HeaderMap,
    peer: Option<&ConnectInfo<SocketAddr>>,
    trust: ProxyTrust<'_>,
) -> String {
    peer.map(|p| client_addr(headers, p.0.ip(), trust).to_string())
        .unwrap_or_else(|| "unknown".into())
}

/// The rightmost address of `X-Forwarded-For` plus the TCP peer that is not a trusted proxy.
/// When the peer itself is not trusted, the header is ignored: anyone can send it.
pub fn client_addr(headers: &HeaderMap, peer: IpAddr, trust: ProxyTrust<'_>) -> IpAddr {
    let peer = peer.to_canonical();
    if !(trust.any_peer || trust.networks.contains(peer)) {
        return peer;
    }
    // The nearest hop that we trust, so far: it wrote the entry we read next.
    let mut hop = peer;
    for entry in forwarded_for(headers).into_iter().rev() {
        match entry {
            Some(ip) if trust.networks.contains(ip) => hop = ip,
            Some(ip) => return ip,
            // A trusted proxy writes an address here, so text that is not one came from
            // somewhere else (a proxy passing the header through untouched, say). Taking it as
            // the client would let the sender pick a fresh throttling key per request; the hop
            // is an address that really sent us this request. At worst, everyone behind a
            // misbehaving proxy shares its limits, which fails safe.
            None => return hop,
        }
    }
    // Every entry is one of our proxies: the request started inside.
    hop
}

/// Whether the request comes from this machine itself: a loopback peer, and no proxy header
/// saying it was forwarded for anyone else. Stricter than [`client_addr`] on purpose: a proxy
/// on this machine that the operator did not list in `trusted_proxies` must not turn
/// loopback-only endpoints public, so any `X-Forwarded-For` entry that is not a loopback
/// address refuses, trusted or not, and so does `Forwarded` or `X-Real-IP`.
pub fn is_local_request(headers: &HeaderMap, peer: Option<IpAddr>) -> bool {
    peer.is_some_and(|peer| peer.to_canonical().is_loopback())
        && forwarded_for(headers)
            .iter()
            .all(|entry| entry.is_some_and(|ip| ip.is_loopback()))
        && !headers.contains_key(header::FORWARDED)
        && !headers.contains_key("x-real-ip")
}

/// The `X-Forwarded-For` entries, leftmost first, across all the header's lines (a proxy may
/// add a line instead of extending the last one); `None` for an entry that is not an address.
fn forwarded_for(headers: &HeaderMap) -> Vec<Option<IpAddr>> {
    let mut entries = Vec::new();
    for line in headers.get_all("x-forwarded-for") {
        match line.to_str() {
            Ok(line) => entries.extend(line.split(',').map(parse_entry)),
            Err(_) => entries.push(None),
        }
    }
    entries
}

/// An address as proxies write it: `203.0.113.7`, `2001:db8::7`, or with a port or brackets
/// (`203.0.113.7:4711`, `[2001:db8::7]:4711`, `[2001:db8::7]`), as some load balancers do.
/// IPv4-mapped IPv6 addresses become IPv4, as a dual-stack listener reports its peers.
fn parse_entry(entry: &str) -> Option<IpAddr> {
    let entry = entry.trim();
    entry
        .parse::<IpAddr>()
        .ok()
        .or_else(|| entry.parse::<SocketAddr>().ok().map(|s| s.ip()))
        .or_else(|| {
            entry
                .strip_prefix('[')?
                .strip_suffix(']')?
                .parse::<Ipv6Addr>()
                .ok()
                .map(IpAddr::V6)
        })
        .map(|ip| ip.to_canonical())
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(lines: &[&str]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for line in lines {
            headers.append("x-forwarded-for", HeaderValue::from_str(line).unwrap());
        }
        headers
    }

    fn nets(list: &[&str]) -> TrustedProxies {
        TrustedProxies::parse(list).unwrap()
    }

    #[test]
    fn the_client_is_the_rightmost_untrusted_address() {
        let lb = nets(&["10.0.0.0/8"]);
        let chain = nets(&["10.0.0.0/8", "192.0.2.0/24", "fd00::/8"]);
        let local = nets(&["127.0.0.1/32"]);
        let none = nets(&[]);
        // (case, trusted networks, trust_proxy, peer, X-Forwarded-For lines, client)
        type Case<'a> = (
            &'a str,
            &'a TrustedProxies,
            bool,
            &'a str,
            &'a [&'a str],
            &'a str,
        );
        let cases: &[Case] = &[
            ("no header", &lb, false, "10.0.0.2", &[], "10.0.0.2"),
            (
                "one proxy",
                &lb,
                false,
                "10.0.0.2",
                &["203.0.113.7"],
                "203.0.113.7",
            ),
            (
                "spoofed leftmost entries are skipped",
                &lb,
                false,
                "10.0.0.2",
                &["198.51.100.1, 198.51.100.2, 203.0.113.7"],
                "203.0.113.7",
            ),
            (
                "a spoofed entry inside our range does not move the client",
                &lb,
                false,
                "10.0.0.2",
                &["10.9.9.9, 203.0.113.7"],
                "203.0.113.7",
            ),
            (
                "a chain of trusted proxies",
                &chain,
                false,
                "10.0.0.2",
                &["198.51.100.1, 203.0.113.7, 192.0.2.10, 10.0.0.3"],
                "203.0.113.7",
            ),
            (
                "entries spread over several header lines",
                &chain,
                false,
                "10.0.0.2",
                &["198.51.100.1, 203.0.113.7", "192.0.2.10", "10.0.0.3"],
                "203.0.113.7",
            ),
            (
                "an untrusted peer's header is ignored",
                &lb,
                false,
                "203.0.113.9",
                &["198.51.100.1"],
                "203.0.113.9",
            ),
            (
                "nothing trusted: the header is ignored",
                &none,
                false,
                "127.0.0.1",
                &["198.51.100.1"],
                "127.0.0.1",
            ),
            (
                "trust_proxy: the peer is one hop, the rightmost entry the client",
                &none,
                true,
                "172.17.0.1",
                &["198.51.100.1, 203.0.113.7"],
                "203.0.113.7",
            ),
            (
                "trust_proxy with ranges walks on through them",
                &chain,
                true,
                "172.17.0.1",
                &["198.51.100.1, 203.0.113.7, 192.0.2.10"],
                "203.0.113.7",
            ),
            (
                "trust_proxy without a header",
                &none,
                true,
                "172.17.0.1",
                &[],
                "172.17.0.1",
            ),
            (
                "every entry trusted: the leftmost trusted hop",
                &chain,
                false,
                "10.0.0.2",
                &["192.0.2.10, 10.0.0.3"],
                "192.0.2.10",
            ),
            (
                "IPv6 client through an IPv6 proxy",
                &chain,
                false,
                "fd00::2",
                &["2001:db8::1, 2001:db8::7"],
                "2001:db8::7",
            ),
            (
                "bracketed IPv6 with a port",
                &chain,
                false,
                "fd00::2",
                &["[2001:db8::7]:4711"],
                "2001:db8::7",
            ),
            (
                "IPv4 with a port",
                &lb,
                false,
                "10.0.0.2",
                &["203.0.113.7:4711"],
                "203.0.113.7",
            ),
            (
                "an IPv4-mapped peer on a dual-stack socket is matched as IPv4",
                &lb,
                false,
                "::ffff:10.0.0.2",
                &["203.0.113.7"],
                "203.0.113.7",
            ),
            (
                "an IPv4-mapped entry is reported as IPv4",
                &lb,
                false,
                "10.0.0.2",
                &["::ffff:203.0.113.7"],
                "203.0.113.7",
            ),
            (
                "garbage next to a trusted hop: that hop, not the text",
                &chain,
                false,
                "10.0.0.2",
                &["203.0.113.7, not-an-address, 192.0.2.10"],
                "192.0.2.10",
            ),
            (
                "garbage from the peer: the peer",
                &lb,
                false,
                "10.0.0.2",
                &["unknown"],
                "10.0.0.2",
            ),
            (
                "an empty entry stops the walk too",
                &lb,
                false,
                "10.0.0.2",
                &["203.0.113.7, "],
                "10.0.0.2",
            ),
            (
                "garbage left of the client is never read",
                &lb,
                false,
                "10.0.0.2",
                &["<script>, 203.0.113.7"],
                "203.0.113.7",
            ),
            (
                "a zone id is not an address",
                &lb,
                false,
                "10.0.0.2",
                &["fe80::1%eth0"],
                "10.0.0.2",
            ),
            (
                "the test app: loopback is the proxy",
                &local,
                false,
                "127.0.0.1",
                &["198.51.100.1, 203.0.113.7"],
                "203.0.113.7",
            ),
        ];
        for (case, networks, any_peer, peer, lines, expected) in cases {
            let trust = ProxyTrust {
                any_peer: *any_peer,
                networks,
            };
            let got = client_addr(&headers(lines), peer.parse().unwrap(), trust);
            assert_eq!(got.to_string(), *expected, "{case}");
        }
    }

    #[test]
    fn a_header_line_that_is_not_text_stops_the_walk() {
        let mut headers = HeaderMap::new();
        headers.append(
            "x-forwarded-for",
            HeaderValue::from_bytes(b"203.0.113.7\xff").unwrap(),
        );
        let lb = nets(&["10.0.0.0/8"]);
        let trust = ProxyTrust {
            any_peer: false,
            networks: &lb,
        };
        assert_eq!(
            client_addr(&headers, "10.0.0.2".parse().unwrap(), trust).to_string(),
            "10.0.0.2"
        );
    }

    #[test]
    fn without_a_peer_the_client_is_unknown() {
        let lb = nets(&["0.0.0.0/0"]);
        let trust = ProxyTrust {
            any_peer: true,
            networks: &lb,
        };
        assert_eq!(
            client_ip(&headers(&["203.0.113.7"]), None, trust),
            "unknown"
        );
    }

    #[test]
    fn a_local_request_is_loopback_and_not_forwarded_for_anyone_else() {
        // (case, peer, X-Forwarded-For lines, another header, local)
        type Case<'a> = (
            &'a str,
            Option<&'a str>,
            &'a [&'a str],
            Option<(&'a str, &'a str)>,
            bool,
        );
        let cases: &[Case] = &[
            ("loopback", Some("127.0.0.1"), &[], None, true),
            ("IPv6 loopback", Some("::1"), &[], None, true),
            ("mapped loopback", Some("::ffff:127.0.0.1"), &[], None, true),
            ("another machine", Some("10.0.0.2"), &[], None, false),
            ("no peer", None, &[], None, false),
            (
                "a local proxy forwarding a remote client",
                Some("127.0.0.1"),
                &["203.0.113.7"],
                None,
                false,
            ),
            (
                "a spoofed loopback entry ahead of the real client",
                Some("127.0.0.1"),
                &["127.0.0.1, 203.0.113.7"],
                None,
                false,
            ),
            (
                "a local proxy forwarding a local client",
                Some("127.0.0.1"),
                &["127.0.0.1"],
                None,
                true,
            ),
            ("garbage", Some("127.0.0.1"), &["unknown"], None, false),
            (
                "a remote peer claiming to forward for loopback",
                Some("203.0.113.7"),
                &["127.0.0.1"],
                None,
                false,
            ),
            (
                "Forwarded",
                Some("127.0.0.1"),
                &[],
                Some(("forwarded", "for=203.0.113.7")),
                false,
            ),
            (
                "X-Real-IP",
                Some("127.0.0.1"),
                &[],
                Some(("x-real-ip", "203.0.113.7")),
                false,
            ),
        ];
        for (case, peer, lines, extra, expected) in cases {
            let mut headers = headers(lines);
            if let Some((name, value)) = extra {
                headers.insert(*name, HeaderValue::from_static(value));
            }
            let peer = peer.map(|p| p.parse().unwrap());
            assert_eq!(is_local_request(&headers, peer), *expected, "{case}");
        }
    }
}
