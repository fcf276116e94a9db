"""The HTTP API: `create_app` builds the FastAPI application (see `service.api.app`)."""
