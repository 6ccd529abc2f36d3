// Replaced by the chat sites' content script.
