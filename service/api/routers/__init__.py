"""One router per resource; `service.api.app` includes them (optional ones when importable)."""
