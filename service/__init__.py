"""rulecite service: HTTP API, answering, CLI and the rules engine."""
