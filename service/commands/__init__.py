"""CLI sub-command groups. Each module exposes ``register(subparsers)``; `service.cli` wires them."""
