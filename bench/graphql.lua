-- wrk script: one GraphQL request per call, the query from $QUERY, signed in when $TOKEN is set.
-- Counts GraphQL errors (they arrive with HTTP 200) so a fast failure can't pass as speed.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local token = os.getenv("TOKEN")
if token and token ~= "" then
  wrk.headers["Authorization"] = "Bearer " .. token
end
local query = os.getenv("QUERY"):gsub("\\", "\\\\"):gsub('"', '\\"')
wrk.body = '{"query":"' .. query .. '"}'

local errors = 0
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function response(status, headers, body)
  if status ~= 200 or string.find(body, '"errors"', 1, true) then
    errors = errors + 1
  end
end

function done(summary, latency, requests)
  local total = 0
  for _, thread in ipairs(threads) do
    total = total + (thread:get("errors") or 0)
  end
  io.write(string.format("graphql_errors %d\n", total))
  io.write(string.format("p50_ms %.2f p99_ms %.2f\n", latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
