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

-- DISTINCT=1: every request's text differs (the operation is named `query D<n>`; QUERY must
-- be a shorthand `{ ... }` query), so the server's cache of parsed documents never has it and
-- each request is parsed: the cost without that cache, measured in the same binary.
if os.getenv("DISTINCT") == "1" then
  local sent = 0
  request = function()
    sent = sent + 1
    local body = '{"query":"query D' .. sent .. ' ' .. query .. '"}'
    return wrk.format(nil, nil, nil, body)
  end
end

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
