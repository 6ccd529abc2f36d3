//! The authorization matrix: every operation of `crates/server/schema.graphql` is called as a
//! guest, as user A (the owner of the objects the row names), as user B (another Free user,
//! acting on A's objects), as a Pro user and as staff (`analytics-viewers`), and the outcome
//! is compared with the one table in [`rows`]. An operation of the schema without a row, or a
//! row whose operation is gone, fails `every_operation_has_a_row`.
//!
//! How a row reads:
//! - `doc` is the GraphQL document; its one root field is the operation the row covers.
//! - `vars` are its variables. A string `"@A.key"` is one of A's objects (made in
//!   [`World::new`]), `"@me.key"` the caller's own (for the guest column: the account of a
//!   visitor who is not signed in), `"@new.email"` an address nobody uses yet, and
//!   `"@world.fake_url"` the fake LLM provider the app is configured with.
//! - `expect` is the outcome per role, always in the order of [`ROLES`]: guest, A, B, Pro,
//!   staff. The named sets below ([`SELF`], [`OWNER`]…) are the usual shapes.
//! - `.fresh()` runs the row in a world of its own, for operations whose effect would change
//!   what later rows see (A deletes the account, A becomes Pro, the survey can be answered once…).
//!
//! Each call in a row is made in the order guest, B, Pro, staff, A: the owner comes last, so
//! A's success on a destructive operation also proves that the others left the object alone.
//! Every answer to someone other than A must not contain A's private data (A's id, email,
//! private object ids or text marked `A-PRIVATE`), unless the caller sent that value itself.
//! At the end A checks that the shared world's objects are as A left them.
//!
//! Users are made through the store (verified, with a known password) and sign in over HTTP,
//! so the matrix spends no sign-up allowance; each role calls from its own loopback address
//! (127.0.0.2–6), so per-address limits count each role apart, as they would real clients.

use std::{
    collections::{BTreeMap, BTreeSet},
    fmt,
    net::{IpAddr, Ipv4Addr},
    time::Instant,
};

use async_graphql_parser::types::{
    DocumentOperations, OperationType, Selection, TypeKind, TypeSystemDefinition,
};
use serde_json::{Value, json};

use crate::helpers::{GraphqlWs, PASSWORD, TestApp, WsEvent};

// ---------------------------------------------------------------------------------------------
// Roles and outcomes
// ---------------------------------------------------------------------------------------------

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Role {
    Guest,
    A,
    B,
    Pro,
    Staff,
}

/// The columns of the table, in order.
const ROLES: [Role; 5] = [Role::Guest, Role::A, Role::B, Role::Pro, Role::Staff];
/// The order the calls of one row are made in: the owner last.
const RUN_ORDER: [Role; 5] = [Role::Guest, Role::B, Role::Pro, Role::Staff, Role::A];

impl Role {
    fn column(self) -> usize {
        ROLES.iter().position(|r| *r == self).unwrap()
    }

    fn slug(self) -> &'static str {
        match self {
            Role::Guest => "guest",
            Role::A => "a",
            Role::B => "b",
            Role::Pro => "pro",
            Role::Staff => "staff",
        }
    }

    /// Each role calls from its own loopback address.
    fn address(self) -> IpAddr {
        IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2 + self.column() as u8))
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self)
    }
}

/// What a call must give: data without errors, or the first error's `extensions.code`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    Ok,
    Code(&'static str),
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Ok => f.write_str("OK"),
            Outcome::Code(code) => f.write_str(code),
        }
    }
}

const OK: Outcome = Outcome::Ok;
const UNAUTHENTICATED: Outcome = Outcome::Code("UNAUTHENTICATED");
const FORBIDDEN: Outcome = Outcome::Code("FORBIDDEN");
const NOT_FOUND: Outcome = Outcome::Code("NOT_FOUND");
const PLAN_LIMIT: Outcome = Outcome::Code("PLAN_LIMIT");
const CONFLICT: Outcome = Outcome::Code("CONFLICT");
const INVALID_CODE: Outcome = Outcome::Code("INVALID_CODE");
const BAD_USER_INPUT: Outcome = Outcome::Code("BAD_USER_INPUT");

// The usual shapes, columns guest, A, B, Pro, staff.
/// Public: nobody needs a session.
const PUBLIC: [Outcome; 5] = [OK, OK, OK, OK, OK];
/// The caller's own data, by the identity of the session: any signed-in user, no guest.
const SELF: [Outcome; 5] = [UNAUTHENTICATED, OK, OK, OK, OK];
/// One of A's objects by id: A only; to anyone else it does not exist.
const OWNER: [Outcome; 5] = [UNAUTHENTICATED, OK, NOT_FOUND, NOT_FOUND, NOT_FOUND];
/// An argument names A (`userId`/`email`): A only; anyone else is refused.
const NAMES_A: [Outcome; 5] = [UNAUTHENTICATED, OK, FORBIDDEN, FORBIDDEN, FORBIDDEN];
/// The caller's own data, on paid plans only (A, B and staff are Free).
const PAID: [Outcome; 5] = [UNAUTHENTICATED, PLAN_LIMIT, PLAN_LIMIT, OK, PLAN_LIMIT];
/// Staff only (`analytics-viewers`); everyone else is refused.
const STAFF_ONLY: [Outcome; 5] = [UNAUTHENTICATED, FORBIDDEN, FORBIDDEN, FORBIDDEN, OK];
/// The caller's own subscription, which only the Pro user has.
const SUBSCRIBER: [Outcome; 5] = [UNAUTHENTICATED, CONFLICT, CONFLICT, OK, CONFLICT];

// ---------------------------------------------------------------------------------------------
// The table
// ---------------------------------------------------------------------------------------------

struct Row {
    doc: &'static str,
    vars: Value,
    expect: [Outcome; 5],
    fresh: bool,
}

fn row(doc: &'static str, vars: Value, expect: [Outcome; 5]) -> Row {
    Row {
        doc,
        vars,
        expect,
        fresh: false,
    }
}

impl Row {
    fn fresh(mut self) -> Self {
        self.fresh = true;
        self
    }
}

/// No variables.
fn none() -> Value {
    json!({})
}

/// One row per operation. Columns: guest, A, B, Pro, staff.
fn rows() -> Vec<Row> {
    vec![
        // ---- Queries -------------------------------------------------------------------
        row("{ me { id email name } }", none(), SELF),
        row(
            "query($e: String!) { checkLoginType(email: $e) { loginType canResetPassword } }",
            json!({ "e": "@A.email" }),
            PUBLIC,
        ),
        row("{ authConfig { googleEnabled } }", none(), PUBLIC),
        row("{ generations { id description prompt } }", none(), SELF),
        row(
            "query($id: ID!) { generation(id: $id) { id description prompt } }",
            json!({ "id": "@A.generation" }),
            OWNER,
        ),
        row("{ userContexts { id name content } }", none(), SELF),
        row("{ plans { id priceCents } }", none(), PUBLIC),
        row("{ planLimits { plan savedPrompts } }", none(), PUBLIC),
        row(
            "{ referralStats { code signups paidConversions } }",
            none(),
            SELF,
        ),
        row(
            "query($u: ID!) { generateCelloToken(productUserId: $u) { success error } }",
            json!({ "u": "@A.id" }),
            NAMES_A,
        ),
        row(
            "{ referralTrackingRecords(limit: 5) { nextToken items { createdAt } } }",
            none(),
            STAFF_ONLY,
        ),
        row(
            "query($id: ID!) { referralTrackingRecord(id: $id) { id referralCodeInternal } }",
            json!({ "id": "@A.tracking" }),
            STAFF_ONLY,
        ),
        row(
            "{ referralAnalytics(period: LAST_30_DAYS) { summary { totalSignups conversionRate } codeStats { code revenue } trend { date signups } } }",
            none(),
            STAFF_ONLY,
        ),
        row(
            "{ getChurnAnalytics(limit: 10) }",
            none(),
            STAFF_ONLY,
        ),
        row(
            "{ weeklyKPIs { weekKey weeklyActivePowerUsers } }",
            none(),
            STAFF_ONLY,
        ),
        row(
            "query($u: ID) { loadUserAchievements(userId: $u) { achievements { achievementId progress } pagination { total } } }",
            json!({ "u": "@A.id" }),
            NAMES_A,
        ),
        row("{ billingMode }", none(), PUBLIC),
        row(
            "query($id: ID!) { checkoutSession(id: $id) { id planName status } }",
            json!({ "id": "@A.checkout" }),
            OWNER,
        ),
        row(
            "{ getUpcomingInvoice { amountDueCents nextPaymentAt } }",
            none(),
            SELF,
        ),
        row(
            "query($e: String) { checkStripeSubscription(email: $e) { id email planName } }",
            json!({ "e": "@A.email" }),
            NAMES_A,
        ),
        row("{ folders { id name promptCount } }", none(), SELF),
        row(
            "{ libraryUsage { folders foldersLeft visiblePrompts lockedPrompts } }",
            none(),
            SELF,
        ),
        row(
            "query($id: ID!) { folder(id: $id) { id name promptCount } }",
            json!({ "id": "@A.super" }),
            OWNER,
        ),
        row(
            "query($f: ID!) { savedPrompts(folderId: $f) { total items { id title text } } }",
            json!({ "f": "@A.super" }),
            OWNER,
        ),
        row(
            "query($id: ID!) { savedPrompt(id: $id) { id title text } }",
            json!({ "id": "@A.prompt" }),
            OWNER,
        ),
        row(
            "query($f: ID) { searchSavedPrompts(query: \"lighthouse\", folderId: $f) { id title text } }",
            json!({ "f": "@A.super" }),
            OWNER,
        ),
        row(
            "query($p: ID!) { promptVersions(promptId: $p) { id title text diff { outcome lines { text } } } }",
            json!({ "p": "@A.prompt" }),
            OWNER,
        ),
        row("{ libraryTags { tag promptCount } }", none(), SELF),
        row("{ exportLibrary(format: JSON) }", none(), SELF),
        row("{ myShareLinks { id name prompts { text } } }", none(), SELF),
        row(
            "query($id: ID!) { sharedItem(id: $id) { id name prompts { title text } } }",
            json!({ "id": "@A.share" }),
            PUBLIC,
        ),
        row(
            "{ publicGallery { total items { id name prompts { text } } } }",
            none(),
            PUBLIC,
        ),
        row("{ siteInfo { operatorName contactEmail } }", none(), PUBLIC),
        row(
            "{ siteContent { figures { people } reviews { name } } }",
            none(),
            PUBLIC,
        ),
        row("{ supportWidget { provider baseUrl } }", none(), PUBLIC),
        row(
            "{ supportIdentity { identifier email identifierHash } }",
            none(),
            SELF,
        ),
        row(
            "{ playgroundSetup { allowed models { id } } }",
            none(),
            SELF,
        ),
        row(
            "{ playgroundEstimate(prompt: \"Hi\", models: [\"fake/m1\", \"fake/m2\"]) { costUsd } }",
            none(),
            SELF,
        ),
        row("{ playgroundRuns { id prompt answers { text } } }", none(), SELF),
        row(
            "query($id: ID!) { playgroundRun(id: $id) { id prompt answers { text } } }",
            json!({ "id": "@A.run" }),
            OWNER,
        ),
        row(
            "{ testingAnalytics { userId email overall multiModel } }",
            none(),
            SELF,
        ),
        row("{ providerKeys { id name keyLast4 } }", none(), SELF),
        // ---- Accounts ------------------------------------------------------------------
        row(
            "mutation($i: SignUpInput!) { signUp(input: $i) { email } }",
            json!({ "i": { "email": "@new.email", "password": PASSWORD, "givenName": "New", "familyName": "Person" } }),
            PUBLIC,
        ),
        // Everyone's own address is verified already: reaching the check is what counts.
        row(
            "mutation($e: String!) { verifyEmail(email: $e, code: \"000000\") { accessToken } }",
            json!({ "e": "@me.email" }),
            [CONFLICT; 5],
        ),
        row(
            "mutation($e: String!) { resendVerificationCode(email: $e) { sent } }",
            json!({ "e": "@me.email" }),
            [CONFLICT; 5],
        ),
        row(
            "mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { user { id email } } }",
            json!({ "e": "@me.email", "p": PASSWORD }),
            PUBLIC,
        ),
        // The refresh cookie is the credential; the guest has none.
        row(
            "mutation { refreshSession { user { id email } } }",
            none(),
            SELF,
        ),
        // Fresh: it revokes the callers' refresh cookies.
        row("mutation { signOut }", none(), PUBLIC).fresh(),
        // ---- Signed-in devices and the browser extension -------------------------------
        row(
            "{ signedInDevices { id client label signedInAt lastActiveAt current } }",
            none(),
            SELF,
        ),
        row(
            "mutation { connectExtension { accessToken refreshToken user { id email } } }",
            none(),
            SELF,
        ),
        // The token is the credential: a wrong one is nobody's.
        row(
            "mutation { refreshExtensionSession(refreshToken: \"not-a-token\") { accessToken } }",
            none(),
            [UNAUTHENTICATED; 5],
        ),
        row(
            "mutation { signOutExtension(refreshToken: \"not-a-token\") }",
            none(),
            PUBLIC,
        ),
        row(
            "mutation($d: ID!) { endSignedInDevice(id: $d) }",
            json!({ "d": "@A.device" }),
            OWNER,
        ),
        row(
            "mutation { submitUninstallFeedback(reasons: [TOO_SLOW], details: \"From the matrix.\") }",
            none(),
            PUBLIC,
        ),
        row(
            "mutation($e: String!) { forgotPassword(email: $e) { sent retryAfterSeconds } }",
            json!({ "e": "@me.email" }),
            PUBLIC,
        ),
        // No one has the mailed code: a wrong one is refused for everyone alike.
        row(
            "mutation($e: String!) { resetPassword(email: $e, code: \"000000\", newPassword: \"An0ther-horse!\") }",
            json!({ "e": "@me.email" }),
            [INVALID_CODE; 5],
        ),
        // The caller's own name, by the session's identity.
        row(
            "mutation { updateProfile(givenName: \"Matrix\", familyName: \"Row\") { id givenName } }",
            none(),
            SELF,
        ),
        // Nobody sent their current password: refused for every signed-in caller alike.
        row(
            "mutation { changePassword(currentPassword: \"Not-the-passw0rd!\", newPassword: \"An0ther-horse!\") }",
            none(),
            [UNAUTHENTICATED, BAD_USER_INPUT, BAD_USER_INPUT, BAD_USER_INPUT, BAD_USER_INPUT],
        ),
        row(
            "mutation($u: ID) { createUserRecord(userId: $u, onboarding_questions: { profession: \"Engineer\", source: \"Friend\", onboardingDate: \"2026-01-15\" }) { id } }",
            json!({ "u": "@A.id" }),
            NAMES_A,
        ),
        // Fresh: A deletes the account.
        row(
            "mutation($u: ID) { deleteUserData(userId: $u) { success } }",
            json!({ "u": "@A.id" }),
            NAMES_A,
        )
        .fresh(),
        // ---- Generation ----------------------------------------------------------------
        // The Free generators, with A's Context Genie: nobody else may use it.
        row(
            "mutation($c: ID) { generatePrompt(description: \"Write a product update email\", contextId: $c) { generation { id prompt } } }",
            json!({ "c": "@A.context" }),
            OWNER,
        ),
        row(
            "mutation($c: ID) { generatePromptPrimer(description: \"Write a product update email\", contextId: $c) { generation { id prompt } } }",
            json!({ "c": "@A.context" }),
            OWNER,
        ),
        row(
            "mutation($c: ID) { generatePromptMastermind(description: \"Write a product update email\", contextId: $c) { generation { id prompt } } }",
            json!({ "c": "@A.context" }),
            OWNER,
        ),
        // The same over graphql-ws, streamed.
        row(
            "subscription($c: ID) { streamGeneration(generator: PRIMER, description: \"Write a product update email\", contextId: $c) { ... on GenerationDelta { text } ... on GenerationResult { generation { id prompt } } } }",
            json!({ "c": "@A.context" }),
            OWNER,
        ),
        // Following a generation by its stream id: only its owner finds it. Fresh, so the
        // generation A streamed while the world was made has ended within the minute.
        row(
            "subscription($s: ID!) { followGeneration(streamId: $s) { __typename ... on GenerationResult { generation { id prompt description } } } }",
            json!({ "s": "@A.stream" }),
            OWNER,
        )
        .fresh(),
        // ---- Testing playground ----------------------------------------------------------
        row(
            "subscription { runPlayground(prompt: \"Say hi\", models: [\"fake/m1\", \"fake/m2\"]) { __typename ... on PlaygroundFinished { run { id answers { text } } } } }",
            none(),
            PAID,
        ),
        row(
            "mutation($r: ID!) { votePlaygroundRun(runId: $r, winner: 1) { id vote { winner } } }",
            json!({ "r": "@A.run" }),
            OWNER,
        ),
        // Judging calls a model: paid plans only, so A (Free) is refused before the run is
        // looked up, and everyone else finds no such run.
        row(
            "mutation($r: ID!) { judgePlaygroundRun(runId: $r, judgeModel: \"fake/m1\") { id judgment { winner } } }",
            json!({ "r": "@A.run" }),
            [UNAUTHENTICATED, PLAN_LIMIT, PLAN_LIMIT, NOT_FOUND, PLAN_LIMIT],
        ),
        row(
            "mutation($r: ID!) { savePlaygroundWinner(runId: $r, variant: ENHANCED, title: \"Winner\") { run { savedPromptId } prompt { id text } } }",
            json!({ "r": "@A.run" }),
            OWNER,
        ),
        // Only a run still going can be cancelled, and A's have ended: nobody finds one.
        row(
            "mutation($r: ID!) { cancelPlaygroundColumns(runId: $r) }",
            json!({ "r": "@A.run" }),
            [UNAUTHENTICATED, NOT_FOUND, NOT_FOUND, NOT_FOUND, NOT_FOUND],
        ),
        row(
            "mutation($r: ID!) { deletePlaygroundRun(runId: $r) }",
            json!({ "r": "@A.run_doomed" }),
            OWNER,
        ),
        // Adding a key calls the provider (the matrix's fake): paid plans only.
        row(
            "mutation($u: String!) { addProviderKey(input: { name: \"mine\", vendor: OPENAI, baseUrl: $u, models: [\"m1\"], apiKey: \"sk-test-12345678\" }) { name keyLast4 } }",
            json!({ "u": "@world.fake_url" }),
            PAID,
        ),
        row(
            "mutation($id: ID!) { deleteProviderKey(id: $id) }",
            json!({ "id": "@A.provider_key" }),
            OWNER,
        ),
        // ---- Prompt variables, lint and token preview ---------------------------------------
        row(
            "query($c: ID) { analyzePrompt(text: \"Write about {{topic}}\", contextId: $c) { template { variables { name } } lint { rule } estimatedTokens contextValues } }",
            json!({ "c": "@A.context" }),
            OWNER,
        ),
        row(
            "{ fillPrompt(text: \"Write about {{topic}}\", values: { topic: \"tea\" }) { text errors { name } } }",
            none(),
            SELF,
        ),
        // ---- Assistant chat (owner-only; this server has no chat model, so a reply is the
        // built-in engine's) ------------------------------------------------------------------
        row("{ chatSetup { modelConfigured dailyMessages sentToday } }", none(), SELF),
        row("{ conversations { id name } }", none(), SELF),
        row(
            "query($id: ID!) { conversation(id: $id) { id name messages { role status content { __typename ... on TextBlock { text } ... on DocumentBlock { name source } } } } }",
            json!({ "id": "@A.conversation" }),
            OWNER,
        ),
        row(
            "mutation { createConversation(metadata: { pinned: true }) { id name metadata } }",
            none(),
            SELF,
        ),
        row(
            "mutation($c: ID!) { sendMessage(conversationId: $c, content: [{ text: \"Write a cold email to a CTO\" }]) { message { id } reply { id status } } }",
            json!({ "c": "@A.conversation" }),
            OWNER,
        )
        .fresh(),
        row(
            "mutation($c: ID!) { stopReply(conversationId: $c) }",
            json!({ "c": "@A.conversation" }),
            OWNER,
        ),
        row(
            "mutation($c: ID!) { deleteConversation(id: $c) }",
            json!({ "c": "@A.conversation_doomed" }),
            OWNER,
        ),
        // A's last reply has ended: A gets it at once; nobody else finds the conversation.
        row(
            "subscription($c: ID!) { conversationReply(conversationId: $c) { __typename ... on ChatReplyDone { message { content { ... on TextBlock { text } } } } } }",
            json!({ "c": "@A.conversation" }),
            OWNER,
        ),
        // The paid generators, for one's own account.
        row(
            "mutation { generateImagePrompt(description: \"A lighthouse at dusk in the rain\") { generation { id prompt } } }",
            none(),
            PAID,
        ),
        row(
            "mutation { generateO4ImagePrompt(description: \"A lighthouse at dusk in the rain\") { generation { id prompt } } }",
            none(),
            PAID,
        ),
        row(
            "mutation { veo3PromptGenerator(description: \"A lighthouse at dusk in the rain\") { generation { id prompt } } }",
            none(),
            PAID,
        ),
        row(
            "mutation { generateSora2Prompt(description: \"A lighthouse at dusk in the rain\") { generation { id prompt } } }",
            none(),
            PAID,
        ),
        row(
            "mutation { generateJsonPrompt(taskOrPrompt: \"Summarise a meeting transcript\") { generation { id prompt } } }",
            none(),
            PAID,
        ),
        row(
            "mutation($g: ID!) { ratePrompt(generationId: $g, rating: LIKE) { id rating } }",
            json!({ "g": "@A.generation" }),
            OWNER,
        ),
        // A already has the two Genies a Free plan allows.
        row(
            "mutation { createUserContext(name: \"Tone\", content: \"Plain words, short sentences.\") { id } }",
            none(),
            [UNAUTHENTICATED, PLAN_LIMIT, OK, OK, OK],
        ),
        row(
            "mutation($id: ID!) { updateUserContext(id: $id, name: \"Renamed by its owner\") { id name content } }",
            json!({ "id": "@A.context" }),
            OWNER,
        ),
        row(
            "mutation($id: ID!) { deleteUserContext(id: $id) }",
            json!({ "id": "@A.context_doomed" }),
            OWNER,
        ),
        // ---- Billing -------------------------------------------------------------------
        row(
            "mutation($u: ID) { createCheckoutSession(planType: PRO, userId: $u) { id status } }",
            json!({ "u": "@A.id" }),
            NAMES_A,
        ),
        row(
            "mutation($u: ID) { stripeCheckout(planType: THREE_DAY_PASS, userId: $u) { url session { id status } } }",
            json!({ "u": "@A.id" }),
            NAMES_A,
        ),
        // Fresh: A becomes Pro.
        row(
            "mutation($id: ID!) { confirmLocalCheckout(id: $id) { id planName } }",
            json!({ "id": "@A.checkout" }),
            OWNER,
        )
        .fresh(),
        row(
            "mutation { createCancelRecoveryCoupon { code percentOff } }",
            none(),
            SUBSCRIBER,
        ),
        // Fresh: Pro's subscription then ends with the period.
        row(
            "mutation { stripeCancellationManager(action: CANCEL, reason: price) { id cancelAtPeriodEnd } }",
            none(),
            SUBSCRIBER,
        )
        .fresh(),
        // Fresh, like the next: the survey is answered or dismissed once. A Free caller gets
        // CONFLICT here where the paid generators say PLAN_LIMIT.
        row(
            "mutation { completePostUpgradeSurvey(reason: OTHER) { id postUpgradeSurveyCompleted } }",
            none(),
            SUBSCRIBER,
        )
        .fresh(),
        row(
            "mutation { dismissPostUpgradeSurvey { id postUpgradeSurveyDismissed } }",
            none(),
            SELF,
        )
        .fresh(),
        // Local billing has no portal.
        row(
            "mutation { createBillingPortalSession }",
            none(),
            [UNAUTHENTICATED, CONFLICT, CONFLICT, CONFLICT, CONFLICT],
        ),
        // ---- Library -------------------------------------------------------------------
        // A Free library has room for one folder of its own: A has theirs (a new one would
        // lock it), so A is refused; B and staff (Free, none yet) and Pro may make one.
        row(
            "mutation { createFolder(name: \"Drafts\") { id name } }",
            none(),
            [UNAUTHENTICATED, PLAN_LIMIT, OK, OK, OK],
        )
        .fresh(),
        row(
            "mutation($id: ID!) { renameFolder(id: $id, name: \"Renamed by its owner\") { id name } }",
            json!({ "id": "@A.folder" }),
            OWNER,
        ),
        // Fresh: the shared world keeps A's folder for the check at the end.
        row(
            "mutation($id: ID!) { deleteFolder(id: $id) }",
            json!({ "id": "@A.folder" }),
            OWNER,
        )
        .fresh(),
        row(
            "mutation($f: ID) { savePrompt(input: { folderId: $f, title: \"Planted\", text: \"Planted in someone's folder\" }) { id folderId } }",
            json!({ "f": "@A.super" }),
            OWNER,
        ),
        row(
            "mutation($id: ID!) { updateSavedPrompt(id: $id, title: \"A-PRIVATE retitled by its owner\") { id title text } }",
            json!({ "id": "@A.prompt" }),
            OWNER,
        ),
        // Taking A's prompt into one's own folder.
        row(
            "mutation($id: ID!, $f: ID!) { moveSavedPrompt(id: $id, folderId: $f) { id folderId text } }",
            json!({ "id": "@A.prompt_move", "f": "@me.ext" }),
            OWNER,
        ),
        row(
            "mutation($id: ID!) { deleteSavedPrompt(id: $id) }",
            json!({ "id": "@A.prompt_doomed" }),
            OWNER,
        ),
        // A's version restored into the caller's own prompt would copy A's text across.
        row(
            "mutation($p: ID!, $v: ID!) { restorePromptVersion(promptId: $p, versionId: $v) { id title text } }",
            json!({ "p": "@me.prompt", "v": "@A.version" }),
            OWNER,
        ),
        row(
            "mutation($j: String!) { importLibrary(json: $j) { folders prompts } }",
            json!({ "j": import_json() }),
            SELF,
        ),
        row(
            "mutation($i: ID) { createShareLink(shareType: PROMPT, itemId: $i, name: \"Shared by someone\") { id prompts { text } } }",
            json!({ "i": "@A.prompt" }),
            OWNER,
        ),
        row(
            "mutation($id: ID!) { revokeShareLink(id: $id) }",
            json!({ "id": "@A.share_doomed" }),
            OWNER,
        ),
        // A's public share is anyone's to save, but only into one's own folders.
        row(
            "mutation($id: ID!, $f: ID) { saveSharedItem(id: $id, folderId: $f) { id folderId } }",
            json!({ "id": "@A.share", "f": "@A.super" }),
            OWNER,
        ),
        // ---- Referrals and achievements -------------------------------------------------
        row(
            "mutation($u: ID) { manageAchievementNotifications(operation: MARK_ALL_READ, userId: $u) { markedCount } }",
            json!({ "u": "@A.id" }),
            NAMES_A,
        ),
        row(
            "mutation { trackWeeklyActivity(activityType: \"EXTENSION_USE\") { count } }",
            none(),
            SELF,
        ),
        row("mutation { equipTitle(title: null) { id } }", none(), SELF),
        row(
            "mutation($u: ID!) { createReferralTracking(input: { userid: $u, emailid: \"friend@example.com\", referralCodeInternal: \"STAFFCODE\", signup_date: \"2026-11-01T00:00:00Z\" }) { id } }",
            json!({ "u": "@A.id" }),
            STAFF_ONLY,
        ),
        row(
            "mutation($id: ID!, $u: ID!) { updateReferralTracking(id: $id, input: { userid: $u, emailid: \"friend@example.com\", referralCodeInternal: \"STAFFCODE\", signup_date: \"2026-11-02T00:00:00Z\" }) { id } }",
            json!({ "id": "@A.tracking", "u": "@A.id" }),
            STAFF_ONLY,
        ),
        row(
            "mutation($id: ID!) { deleteReferralTracking(id: $id) }",
            json!({ "id": "@A.tracking_doomed" }),
            STAFF_ONLY,
        ),
        // ---- The public site -----------------------------------------------------------
        row(
            "mutation($e: String!) { createTeamsInterest(email: $e) { email } }",
            json!({ "e": "@me.email" }),
            PUBLIC,
        ),
        row(
            "mutation($e: String!) { subscribeToNewsletter(email: $e) { success } }",
            json!({ "e": "@me.email" }),
            PUBLIC,
        ),
        row(
            "mutation($e: String!) { sendContactMessage(name: \"Matrix\", email: $e, message: \"Hello from the authorization matrix.\") { id } }",
            json!({ "e": "@me.email" }),
            PUBLIC,
        ),
    ]
}

/// A library export with one prompt for the default folder.
fn import_json() -> String {
    json!({
        "format": "superprompt-library",
        "version": 1,
        "exportedAt": "2026-01-15T10:00:00Z",
        "folders": [{
            "name": "SUPER Prompts",
            "createdAt": "2026-01-15T10:00:00Z",
            "prompts": [{
                "title": "Imported",
                "text": "Act as an editor.",
                "createdAt": "2026-01-15T10:00:00Z",
                "updatedAt": "2026-01-15T10:00:00Z",
            }],
        }],
    })
    .to_string()
}

// ---------------------------------------------------------------------------------------------
// Operations: the schema's and the table's
// ---------------------------------------------------------------------------------------------

#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Operation {
    kind: &'static str,
    name: String,
}

impl fmt::Display for Operation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.kind, self.name)
    }
}

fn kind_of(ty: OperationType) -> &'static str {
    match ty {
        OperationType::Query => "query",
        OperationType::Mutation => "mutation",
        OperationType::Subscription => "subscription",
    }
}

/// Every root field of the committed SDL: queries, mutations and subscriptions.
fn schema_operations() -> BTreeSet<Operation> {
    let sdl = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/schema.graphql"))
        .expect("crates/server/schema.graphql exists");
    let document = async_graphql_parser::parse_schema(&sdl).expect("the SDL parses");
    let mut roots = BTreeMap::from([
        ("Query".to_owned(), "query"),
        ("Mutation".to_owned(), "mutation"),
        ("Subscription".to_owned(), "subscription"),
    ]);
    for definition in &document.definitions {
        if let TypeSystemDefinition::Schema(schema) = definition {
            roots.clear();
            let schema = &schema.node;
            for (root, kind) in [
                (&schema.query, "query"),
                (&schema.mutation, "mutation"),
                (&schema.subscription, "subscription"),
            ] {
                if let Some(name) = root {
                    roots.insert(name.node.to_string(), kind);
                }
            }
        }
    }
    let mut operations = BTreeSet::new();
    for definition in &document.definitions {
        let TypeSystemDefinition::Type(ty) = definition else {
            continue;
        };
        let (Some(kind), TypeKind::Object(object)) =
            (roots.get(ty.node.name.node.as_str()), &ty.node.kind)
        else {
            continue;
        };
        for field in &object.fields {
            operations.insert(Operation {
                kind,
                name: field.node.name.node.to_string(),
            });
        }
    }
    operations
}

/// The one root field a row's document calls.
fn operation_of(doc: &str) -> Operation {
    let document = async_graphql_parser::parse_query(doc)
        .unwrap_or_else(|e| panic!("a row's document does not parse: {e}\n{doc}"));
    let DocumentOperations::Single(operation) = document.operations else {
        panic!("a row's document must hold one anonymous operation: {doc}");
    };
    let items = &operation.node.selection_set.node.items;
    let [item] = items.as_slice() else {
        panic!("a row's document must call exactly one operation: {doc}");
    };
    let Selection::Field(field) = &item.node else {
        panic!("a row's document must call its operation as a field: {doc}");
    };
    Operation {
        kind: kind_of(operation.node.ty),
        name: field.node.name.node.to_string(),
    }
}

#[test]
fn every_operation_has_a_row() {
    let schema = schema_operations();
    assert!(
        schema.len() > 50,
        "the SDL parser found too few operations: {schema:?}"
    );
    let mut table = BTreeSet::new();
    let mut problems = Vec::new();
    for row in rows() {
        let operation = operation_of(row.doc);
        if !table.insert(operation.clone()) {
            problems.push(format!(
                "two rows for {operation}: keep one row per operation"
            ));
        }
    }
    for missing in schema.difference(&table) {
        problems.push(format!(
            "{missing} has no row in the authorization matrix (tests/api/authz.rs)"
        ));
    }
    for stale in table.difference(&schema) {
        problems.push(format!(
            "the matrix has a row for {stale}, which the schema no longer has"
        ));
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

// ---------------------------------------------------------------------------------------------
// A world: the five roles' accounts and A's objects
// ---------------------------------------------------------------------------------------------

struct Member {
    role: Role,
    client: reqwest::Client,
    token: String,
    /// The member's own values by key: `id`, `email`, `super`, `ext`, `prompt` (and for A,
    /// every object the rows name).
    own: BTreeMap<&'static str, String>,
}

/// A's objects that are public by A's choice: the rest of A's values are private (the
/// LINK_ONLY `share_doomed` too: nothing may list it).
const PUBLIC_KEYS: [&str; 1] = ["share"];
/// In the text of everything of A's that is private.
const PRIVATE_MARK: &str = "A-PRIVATE";

struct World {
    address: String,
    /// The fake LLM provider's base URL (`@world.fake_url`).
    fake_url: String,
    number: usize,
    members: BTreeMap<Role, Member>,
}

fn client_for(role: Role) -> reqwest::Client {
    crate::helpers::client_from(role.address())
}

async fn post(
    client: &reqwest::Client,
    address: &str,
    token: Option<&str>,
    doc: &str,
    vars: &Value,
) -> Value {
    let mut request = client
        .post(format!("{address}/graphql"))
        .json(&json!({ "query": doc, "variables": vars }));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    let text = response.text().await.unwrap();
    serde_json::from_str(&text).unwrap_or_else(|_| json!({ "httpStatus": status, "text": text }))
}

/// A subscription over graphql-ws, to its end, as one answer: the first errors, or the data
/// of every event (`{"data": [...]}`). (Its socket comes from 127.0.0.1 whatever the role: no
/// per-address limit applies to subscriptions.)
async fn subscribe(address: &str, token: Option<&str>, doc: &str, vars: &Value) -> Value {
    let mut ws = GraphqlWs::connect(address, token).await;
    let events = ws.run("1", doc, vars.clone()).await;
    ws.close().await;
    let mut data = Vec::new();
    for event in events {
        match event {
            WsEvent::Next(payload) if payload.get("errors").is_some() => return payload,
            WsEvent::Next(payload) => data.push(payload["data"].clone()),
            WsEvent::Error(errors) => return json!({ "errors": errors }),
            WsEvent::Complete => {}
        }
    }
    json!({ "data": data })
}

/// `OK`, the first error's code, or what came back instead.
fn outcome_of(body: &Value) -> String {
    match body.get("errors") {
        None if body.get("data").is_some() => "OK".to_owned(),
        None => format!("HTTP {}", body["httpStatus"]),
        Some(errors) => errors[0]["extensions"]["code"]
            .as_str()
            .unwrap_or("NO_CODE")
            .to_owned(),
    }
}

impl Member {
    async fn gql(&self, address: &str, doc: &str, vars: Value) -> Value {
        let body = post(&self.client, address, Some(&self.token), doc, &vars).await;
        assert!(
            body.get("errors").is_none(),
            "setup of {} failed: {doc}\n{body}",
            self.role
        );
        body["data"].clone()
    }
}

impl World {
    /// Five verified accounts (the guest column's is a visitor's, used without a session),
    /// signed in; Pro pays through local billing, staff is in `analytics-viewers`; each has a
    /// prompt of its own, and A has one of every object the rows name.
    async fn new(app: &TestApp, fake_url: &str, number: usize, password_hash: &str) -> World {
        let mut world = World {
            address: app.address.clone(),
            fake_url: fake_url.to_owned(),
            number,
            members: BTreeMap::new(),
        };
        for role in ROLES {
            let member = world.member_for(app, role, password_hash).await;
            world.members.insert(role, member);
        }
        world.make_a_objects().await;
        world.make_a_runs(app).await;
        world
    }

    async fn member_for(&self, app: &TestApp, role: Role, password_hash: &str) -> Member {
        let email = format!("{}-{}@authz.example.com", role.slug(), self.number);
        let now = chrono::Utc::now();
        let user = app
            .store
            .insert_user(
                store::NewUser {
                    email: email.clone(),
                    given_name: role.to_string(),
                    family_name: "Matrix".into(),
                    name: format!("{role} Matrix"),
                    password_hash: Some(password_hash.to_owned()),
                    email_verified: true,
                    login_type: domain::account::LoginType::EmailPassword,
                    profile_photo: None,
                    start: domain::plan::Start::free(),
                    referred_by: None,
                },
                now,
            )
            .await
            .unwrap();
        if role == Role::Staff {
            app.store
                .add_user_to_group(&user.id, "analytics-viewers", now)
                .await
                .unwrap();
        }
        let client = client_for(role);
        let signed_in = post(
            &client,
            &self.address,
            None,
            "mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { accessToken user { id isStaff } } }",
            &json!({ "e": email, "p": PASSWORD }),
        )
        .await;
        let token = signed_in["data"]["signIn"]["accessToken"]
            .as_str()
            .unwrap_or_else(|| panic!("{role} could not sign in: {signed_in}"))
            .to_owned();
        assert_eq!(
            signed_in["data"]["signIn"]["user"]["isStaff"],
            role == Role::Staff
        );
        let mut member = Member {
            role,
            client,
            token,
            own: BTreeMap::from([("id", user.id), ("email", email)]),
        };
        if role == Role::Pro {
            let checkout = member
                .gql(
                    &self.address,
                    "mutation { createCheckoutSession(planType: PRO) { id } }",
                    json!({}),
                )
                .await;
            let paid = member
                .gql(
                    &self.address,
                    "mutation($id: ID!) { confirmLocalCheckout(id: $id) { planName } }",
                    json!({ "id": checkout["createCheckoutSession"]["id"] }),
                )
                .await;
            assert_eq!(paid["confirmLocalCheckout"]["planName"], "PRO");
        }
        let folders = member
            .gql(&self.address, "{ folders { id name } }", json!({}))
            .await;
        for folder in folders["folders"].as_array().unwrap() {
            let key = match folder["name"].as_str().unwrap() {
                "SUPER Prompts" => "super",
                "Extension Prompts" => "ext",
                _ => continue,
            };
            member
                .own
                .insert(key, folder["id"].as_str().unwrap().to_owned());
        }
        let text = if role == Role::A {
            format!("{PRIVATE_MARK} notes of a lighthouse keeper")
        } else {
            format!("{role}'s own notes of a lighthouse keeper")
        };
        let saved = member
            .gql(
                &self.address,
                "mutation($t: String!) { savePrompt(input: { title: \"Notes\", text: $t, tags: [\"sea\"] }) { id } }",
                json!({ "t": text }),
            )
            .await;
        member.own.insert("prompt", id_at(&saved, "/savePrompt/id"));
        member
    }

    /// Two finished testing playground runs of A's and an API key of A's (A is Free and cannot
    /// start a run or add a key, so they are written through the store, as a run or key made
    /// before a downgrade would be).
    async fn make_a_runs(&mut self, app: &TestApp) {
        let a = self.members.get_mut(&Role::A).unwrap();
        let user_id = a.own["id"].clone();
        for key in ["run", "run_doomed"] {
            let now = chrono::Utc::now();
            let gate = store::RunGate {
                max_running: 2,
                stale_before: now - chrono::Duration::hours(1),
            };
            let run_id = app
                .store
                .start_playground_run(
                    &user_id,
                    store::NewRun {
                        prompt: format!("{PRIVATE_MARK} prompt to test"),
                        compare_prompt: Some(format!("{PRIVATE_MARK} enhanced prompt")),
                        source_prompt_id: None,
                        blind: false,
                    },
                    gate,
                    now,
                )
                .await
                .unwrap()
                .unwrap();
            let answer = |model: &str, variant| store::NewAnswer {
                variant,
                provider: "fake".into(),
                model: model.into(),
                family: domain::playground::Family::Other,
                state: domain::playground::ColumnState::Done,
                text: format!("{PRIVATE_MARK} answer"),
                error: None,
                first_token_ms: Some(5),
                total_ms: 9,
                tokens: domain::playground::Tokens {
                    input: 3,
                    output: 2,
                    estimated: true,
                },
                cost: None,
            };
            app.store
                .finish_playground_run(
                    &user_id,
                    &run_id,
                    vec![
                        answer("m1", domain::playground::Variant::Original),
                        answer("m1", domain::playground::Variant::Enhanced),
                    ],
                    now,
                )
                .await
                .unwrap();
            a.own.insert(key, run_id);
        }
        let key = app
            .store
            .add_provider_key(
                &user_id,
                store::StoredProviderKey {
                    id: String::new(),
                    name: "a-key".into(),
                    vendor: domain::provider_keys::Vendor::Openai,
                    base_url: None,
                    models: vec!["m".into()],
                    ciphertext: "c2VhbGVk".into(),
                    nonce: "bm9uY2Vub25jZQ==".into(),
                    last4: "9876".into(),
                    created_at: chrono::Utc::now(),
                    checked_at: chrono::Utc::now(),
                },
                10,
            )
            .await
            .unwrap()
            .unwrap();
        a.own.insert("provider_key", key.id);

        // A second session of A's (another browser), for "Signed-in devices".
        let device = app
            .store
            .insert_refresh_token(
                store::NewRefreshToken {
                    user_id: user_id.clone(),
                    family_id: format!("device-{}", self.number),
                    token_hash: format!("device-hash-{}", self.number),
                    expires_at: chrono::Utc::now() + chrono::Duration::days(1),
                    client: domain::session::SessionClient::Web,
                    label: "Firefox on Linux".into(),
                },
                chrono::Utc::now(),
            )
            .await
            .unwrap();
        a.own.insert("device", device.family_id);

        // Two conversations of A's, each with a message (a document attached) and a finished
        // reply.
        for key in ["conversation", "conversation_doomed"] {
            let now = chrono::Utc::now();
            let conversation = app
                .store
                .create_conversation(&user_id, "New conversation", None, now)
                .await
                .unwrap();
            let turn = store::NewTurn {
                parts: vec![
                    domain::chat::Part::Text(format!("{PRIVATE_MARK} question")),
                    domain::chat::Part::Attachment(domain::chat::CheckedAttachment::Document {
                        format: domain::chat::DocumentFormat::Txt,
                        name: "notes.txt".into(),
                        bytes: format!("{PRIVATE_MARK} notes").into_bytes(),
                    }),
                ],
                ai_context: None,
                tool_configuration: None,
                first_name: format!("{PRIVATE_MARK} question"),
            };
            let gate = store::TurnGate {
                max_messages: 200,
                daily: None,
                stale_before: now - chrono::Duration::hours(1),
            };
            let (_, reply) = app
                .store
                .start_turn(&user_id, &conversation.id, turn, gate, now)
                .await
                .unwrap()
                .unwrap();
            app.store
                .write_reply(
                    &reply.id,
                    &[domain::chat::Block::Text {
                        text: format!("{PRIVATE_MARK} answer"),
                    }],
                    domain::chat::MessageStatus::Complete,
                    None,
                    now,
                )
                .await
                .unwrap();
            a.own.insert(key, conversation.id);
        }
    }

    /// A's objects: a folder, prompts (one with a version), two Context Genies, a generation,
    /// an open checkout and two share links of a prompt A made public.
    async fn make_a_objects(&mut self) {
        let address = self.address.clone();
        let a = self.members.get_mut(&Role::A).unwrap();
        let mut made = Vec::new();

        let folder = a
            .gql(
                &address,
                "mutation($n: String!) { createFolder(name: $n) { id } }",
                json!({ "n": format!("{PRIVATE_MARK} folder") }),
            )
            .await;
        made.push(("folder", id_at(&folder, "/createFolder/id")));

        let edited = a
            .gql(
                &address,
                "mutation($id: ID!, $t: String!) { updateSavedPrompt(id: $id, text: $t) { id } }",
                json!({ "id": a.own["prompt"], "t": format!("{PRIVATE_MARK} notes of a lighthouse keeper, edited") }),
            )
            .await;
        assert!(edited["updateSavedPrompt"]["id"].is_string());
        let versions = a
            .gql(
                &address,
                "query($p: ID!) { promptVersions(promptId: $p) { id } }",
                json!({ "p": a.own["prompt"] }),
            )
            .await;
        made.push(("version", id_at(&versions, "/promptVersions/0/id")));

        for (key, title, text) in [
            (
                "prompt_doomed",
                "Doomed",
                format!("{PRIVATE_MARK} to delete"),
            ),
            ("prompt_move", "Mover", format!("{PRIVATE_MARK} to move")),
            (
                "prompt_shared",
                "A public prompt",
                "Act as a lighthouse keeper and describe the night.".to_owned(),
            ),
        ] {
            let saved = a
                .gql(
                    &address,
                    "mutation($title: String!, $t: String!) { savePrompt(input: { title: $title, text: $t }) { id } }",
                    json!({ "title": title, "t": text }),
                )
                .await;
            made.push((key, id_at(&saved, "/savePrompt/id")));
        }

        for (key, active) in [("context", true), ("context_doomed", false)] {
            let genie = a
                .gql(
                    &address,
                    "mutation($n: String!, $c: String!, $a: Boolean!) { createUserContext(name: $n, content: $c, isActive: $a) { id } }",
                    json!({ "n": format!("{PRIVATE_MARK} genie"), "c": format!("{PRIVATE_MARK} I keep a lighthouse"), "a": active }),
                )
                .await;
            made.push((key, id_at(&genie, "/createUserContext/id")));
        }

        let generated = a
            .gql(
                &address,
                "mutation($d: String!) { generatePromptPrimer(description: $d, noContext: true) { generation { id } } }",
                json!({ "d": format!("{PRIVATE_MARK} write a haiku about a lighthouse") }),
            )
            .await;
        made.push((
            "generation",
            id_at(&generated, "/generatePromptPrimer/generation/id"),
        ));

        // A generation streamed with a stream id, to its end (followable for a minute).
        let stream_id = format!("authz-stream-{}", self.number);
        let streamed = subscribe(
            &address,
            Some(&a.token),
            "subscription($d: String!, $s: ID!) { streamGeneration(generator: PRIMER, description: $d, noContext: true, streamId: $s) { __typename } }",
            &json!({ "d": format!("{PRIVATE_MARK} write a limerick about a lighthouse"), "s": stream_id }),
        )
        .await;
        assert!(streamed.get("errors").is_none(), "{streamed}");
        made.push(("stream", stream_id));

        let checkout = a
            .gql(
                &address,
                "mutation { createCheckoutSession(planType: PRO) { id } }",
                json!({}),
            )
            .await;
        made.push(("checkout", id_at(&checkout, "/createCheckoutSession/id")));

        let shared = made
            .iter()
            .find(|(k, _)| *k == "prompt_shared")
            .unwrap()
            .1
            .clone();
        for (key, level) in [("share", "PUBLIC"), ("share_doomed", "LINK_ONLY")] {
            let link = a
                .gql(
                    &address,
                    "mutation($i: ID, $l: AccessLevel) { createShareLink(shareType: PROMPT, itemId: $i, name: \"A public share\", accessLevel: $l) { id } }",
                    json!({ "i": shared, "l": level }),
                )
                .await;
            made.push((key, id_at(&link, "/createShareLink/id")));
        }
        let a_id = a.own["id"].clone();
        a.own.extend(made);

        // Referral tracking records about A, which only staff may read or change.
        let staff = &self.members[&Role::Staff];
        let mut tracking = Vec::new();
        for key in ["tracking", "tracking_doomed"] {
            let made = staff
                .gql(
                    &address,
                    "mutation($u: ID!) { createReferralTracking(input: { userid: $u, emailid: \"a-friend@example.com\", referralCodeInternal: \"STAFFCODE\", signup_date: \"2026-11-01T00:00:00Z\" }) { id } }",
                    json!({ "u": a_id }),
                )
                .await;
            tracking.push((key, id_at(&made, "/createReferralTracking/id")));
        }
        self.members.get_mut(&Role::A).unwrap().own.extend(tracking);
    }

    fn a(&self) -> &Member {
        &self.members[&Role::A]
    }

    /// A's values no one else may be shown.
    fn private_marks(&self) -> Vec<String> {
        let mut marks: Vec<String> = self
            .a()
            .own
            .iter()
            .filter(|(key, _)| !PUBLIC_KEYS.contains(key))
            .map(|(_, value)| value.clone())
            .collect();
        marks.push(PRIVATE_MARK.to_owned());
        marks
    }

    /// Replaces `@A.key`, `@me.key`, `@new.email` and `@world.fake_url` in a row's variables.
    fn resolve(&self, value: &Value, caller: Role, call: usize) -> Value {
        match value {
            Value::String(s) if s.starts_with('@') => {
                let (whose, key) = s[1..].split_once('.').expect("@whose.key");
                let member = match whose {
                    "world" if key == "fake_url" => return json!(self.fake_url),
                    "A" => self.a(),
                    "me" => &self.members[&caller],
                    "new" => {
                        return json!(format!(
                            "new-{}-{}-{call}@authz.example.com",
                            caller.slug(),
                            self.number
                        ));
                    }
                    other => panic!("unknown placeholder owner @{other}"),
                };
                json!(
                    member
                        .own
                        .get(key)
                        .unwrap_or_else(|| panic!("no {key} for {whose}"))
                )
            }
            Value::Array(items) => Value::Array(
                items
                    .iter()
                    .map(|v| self.resolve(v, caller, call))
                    .collect(),
            ),
            Value::Object(map) => Value::Object(
                map.iter()
                    .map(|(k, v)| (k.clone(), self.resolve(v, caller, call)))
                    .collect(),
            ),
            other => other.clone(),
        }
    }

    /// Calls as `role`: the guest with no token and no cookies, the others with their own
    /// session (token and refresh cookie).
    async fn call(&self, role: Role, doc: &str, vars: &Value) -> Value {
        if operation_of(doc).kind == "subscription" {
            let token = (role != Role::Guest).then(|| self.members[&role].token.as_str());
            return subscribe(&self.address, token, doc, vars).await;
        }
        if role == Role::Guest {
            post(&client_for(role), &self.address, None, doc, vars).await
        } else {
            let member = &self.members[&role];
            post(
                &member.client,
                &self.address,
                Some(&member.token),
                doc,
                vars,
            )
            .await
        }
    }
}

fn id_at(data: &Value, pointer: &str) -> String {
    data.pointer(pointer)
        .and_then(Value::as_str)
        .unwrap_or_else(|| panic!("no {pointer} in {data}"))
        .to_owned()
}

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

#[derive(Default)]
struct Report {
    failures: Vec<String>,
    /// What each row gave, to show next to the table when something differs.
    observed: Vec<(Operation, [String; 5])>,
    calls: usize,
}

async fn run_row(world: &World, row: &Row, report: &mut Report) {
    let operation = operation_of(row.doc);
    let marks = world.private_marks();
    let mut seen: [String; 5] = Default::default();
    for role in RUN_ORDER {
        report.calls += 1;
        let vars = world.resolve(&row.vars, role, report.calls);
        let body = world.call(role, row.doc, &vars).await;
        let got = outcome_of(&body);
        let want = row.expect[role.column()].to_string();
        if got != want {
            report.failures.push(format!(
                "{operation} as {role}: expected {want}, got {got}: {body}"
            ));
        }
        if role != Role::A {
            let sent = vars.to_string();
            let text = body.to_string();
            for mark in marks.iter().filter(|m| !sent.contains(m.as_str())) {
                if text.contains(mark.as_str()) {
                    report.failures.push(format!(
                        "{operation} as {role}: the answer shows A's private {mark:?}: {body}"
                    ));
                }
            }
        }
        seen[role.column()] = got;
    }
    report.observed.push((operation, seen));
}

/// After the shared rows, A's objects are as A's own calls left them.
async fn check_a_intact(world: &World, report: &mut Report) {
    let a = world.a();
    let mut expect = |what: &str, ok: bool, data: &Value| {
        if !ok {
            report
                .failures
                .push(format!("A's {what} changed behind A's back: {data}"));
        }
    };
    let data = a
        .gql(
            &world.address,
            "query($p: ID!, $m: ID!, $g: ID!, $k: ID!, $s: ID!, $f: ID!) {
                me { planName onboarded }
                prompt: savedPrompt(id: $p) { text }
                moved: savedPrompt(id: $m) { folderId }
                generation(id: $g) { id rating }
                checkoutSession(id: $k) { status }
                sharedItem(id: $s) { id }
                folder(id: $f) { name }
                userContexts { id name content }
            }",
            json!({
                "p": a.own["prompt"], "m": a.own["prompt_move"], "g": a.own["generation"],
                "k": a.own["checkout"], "s": a.own["share"], "f": a.own["folder"],
            }),
        )
        .await;
    expect("plan", data["me"]["planName"] == "FREE", &data);
    expect(
        "prompt",
        data["prompt"]["text"]
            .as_str()
            .is_some_and(|t| t.contains(PRIVATE_MARK)),
        &data,
    );
    expect(
        "moved prompt",
        data["moved"]["folderId"] == a.own["ext"].as_str(),
        &data,
    );
    expect("rating", data["generation"]["rating"] == "LIKE", &data);
    expect(
        "checkout",
        data["checkoutSession"]["status"] == "open",
        &data,
    );
    expect(
        "folder",
        data["folder"]["name"] == "Renamed by its owner",
        &data,
    );
    let genies = data["userContexts"].as_array().unwrap();
    expect(
        "Context Genies",
        genies.len() == 1
            && genies[0]["id"] == a.own["context"].as_str()
            && genies[0]["name"] == "Renamed by its owner"
            && genies[0]["content"]
                .as_str()
                .is_some_and(|c| c.contains(PRIVATE_MARK)),
        &data,
    );
}

fn table_of(observed: &[(Operation, [String; 5])]) -> String {
    let mut out = format!(
        "{:<40} {:<16} {:<16} {:<16} {:<16} {:<16}\n",
        "operation", "guest", "A", "B", "Pro", "staff"
    );
    for (operation, seen) in observed {
        out.push_str(&format!(
            "{:<40} {:<16} {:<16} {:<16} {:<16} {:<16}\n",
            operation.to_string(),
            seen[0],
            seen[1],
            seen[2],
            seen[3],
            seen[4]
        ));
    }
    out
}

#[tokio::test]
async fn every_operation_answers_each_role_as_the_table_says() {
    let started = Instant::now();
    // Two models for the testing playground, on a fake that answers every call at once.
    let fake =
        engine::testing::Fake::new(vec![
            engine::testing::Behaviour::Chunks(vec!["An answer."]);
            8
        ]);
    let url = engine::testing::serve(engine::llm::ProviderKind::Openai, fake).await;
    let key_url = url.clone();
    let app = TestApp::spawn_with(move |config| {
        config.llm.providers = vec![superprompt_server::config::LlmProviderConfig {
            name: "fake".into(),
            kind: engine::llm::ProviderKind::Openai,
            base_url: Some(url),
            api_key: None,
            models: engine::llm::Models::default(),
            test_models: vec!["m1".into(), "m2".into()],
            idle_timeout_secs: 5,
            total_timeout_secs: 10,
        }];
        // Pro's own key points at the same fake, on 127.0.0.1.
        config.llm.user_keys_private_hosts = true;
        // A support chat, so supportIdentity answers each caller with an identity: their own.
        config.support.provider = Some(superprompt_server::config::SupportProvider::Chatwoot);
        config.support.base_url = Some("https://chat.example.com".into());
        config.support.website_token = Some("token".into());
        config.support.identity_secret =
            Some(superprompt_server::config::Secret::new("identity-secret"));
    })
    .await;
    let password_hash = superprompt_server::auth::password::Hashing::default()
        .hash(PASSWORD.to_owned())
        .await
        .unwrap();
    let mut report = Report::default();
    let rows = rows();

    let shared = World::new(&app, &key_url, 0, &password_hash).await;
    for row in rows.iter().filter(|r| !r.fresh) {
        run_row(&shared, row, &mut report).await;
    }
    check_a_intact(&shared, &mut report).await;

    for (n, row) in rows.iter().filter(|r| r.fresh).enumerate() {
        let world = World::new(&app, &key_url, n + 1, &password_hash).await;
        run_row(&world, row, &mut report).await;
    }

    assert!(
        report.failures.is_empty(),
        "{} problem(s):\n{}\n\nWhat each role got:\n{}",
        report.failures.len(),
        report.failures.join("\n"),
        table_of(&report.observed)
    );
    eprintln!(
        "authorization matrix: {} operations, {} calls, {:.1?}",
        report.observed.len(),
        report.calls,
        started.elapsed()
    );
}
