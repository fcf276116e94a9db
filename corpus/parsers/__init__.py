"""Per-document parsers. Each exposes ``parse(lines) -> ParseResult``; see `base`."""
