-- wrk script: one offline-engine generation per request, through GraphQL with auth.
-- Counts GraphQL errors (they arrive with HTTP 200) so a fast failure can't pass as speed.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer " .. os.getenv("TOKEN")
wrk.body = '{"query":"mutation { generatePromptPrimer(description: \\"write a cold email to a CTO about our API\\") { generation { id } } }"}'

local errors = 0
local thread_errors = {}

function setup(thread)
  table.insert(thread_errors, thread)
end

function response(status, headers, body)
  if status ~= 200 or string.find(body, '"errors"', 1, true) then
    errors = errors + 1
  end
end

function done(summary, latency, requests)
  local total = 0
  for _, thread in ipairs(thread_errors) do
    total = total + (thread:get("errors") or 0)
  end
  io.write(string.format("graphql_errors %d\n", total))
  io.write(string.format("p50_ms %.2f p99_ms %.2f\n", latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
