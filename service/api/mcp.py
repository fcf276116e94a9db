"""The rules tools as an MCP server (official ``mcp`` SDK, v2 ``MCPServer``).

Two transports share `service.mcp_server.build_server`:

* stdio — ``rulecite mcp`` (`service.commands.mcp_cmds`);
* streamable HTTP at ``/mcp`` of the HTTP app — `install` adds the route and wraps the app's
  lifespan so the SDK's session manager runs inside it (it owns the task group that serves MCP
  requests; a mounted SDK app's own lifespan would never run). Stateless JSON mode: any replica can
  answer any request, so the service stays stateless behind a load balancer.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass
from typing import Any

from fastapi import FastAPI
from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
from mcp.server.transport_security import TransportSecuritySettings
from starlette.responses import JSONResponse
from starlette.routing import Route
from starlette.types import Receive, Scope, Send

from service.api.state import AppState
from service.mcp_server import build_server, make_ask
from service.mcp_tools import Toolkit
from service.settings import Settings

log = logging.getLogger(__name__)

MCP_PATH = "/mcp"
LOOPBACK = ("127.0.0.1", "localhost", "::1")


def toolkit_of(state: AppState) -> Toolkit:
    ask, why = make_ask(state.corpus, state.search, state.extras)
    return Toolkit(corpus=state.corpus, search=state.search, ask=ask, ask_unavailable=why)


# ---- HTTP mounting --------------------------------------------------------------------------


@dataclass(slots=True)
class _Mounted:
    """What the current lifespan run serves; a new session manager per run (they run only once)."""

    manager: StreamableHTTPSessionManager | None = None


class _Endpoint:
    route_template = MCP_PATH  # what metrics and access logs call this route

    def __init__(self, mounted: _Mounted) -> None:
        self.mounted = mounted

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope.get("method") != "POST":
            # Stateless: nothing is ever pushed to a client, so a GET stream would only hold a
            # connection open forever; the MCP transport lets a server answer 405 instead.
            response = JSONResponse(
                {
                    "type": "/problems/method-not-allowed",
                    "title": "Method not allowed",
                    "status": 405,
                    "detail": f"{MCP_PATH} accepts only POST (stateless streamable HTTP, JSON responses).",
                    "instance": MCP_PATH,
                    "allowed": ["POST"],
                },
                status_code=405,
                media_type="application/problem+json",
                headers={"Allow": "POST"},
            )
            await response(scope, receive, send)
            return
        manager = self.mounted.manager
        if manager is None:
            raise RuntimeError("the MCP session manager is not running (app lifespan not started)")
        await manager.handle_request(scope, receive, send)


def transport_security(settings: Settings) -> TransportSecuritySettings | None:
    """DNS-rebinding protection when serving on loopback; behind a proxy the proxy decides hosts."""
    if settings.host not in LOOPBACK:
        return None
    return TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=["127.0.0.1:*", "localhost:*", "[::1]:*", "testserver"],
        allowed_origins=[
            "http://127.0.0.1:*",
            "http://localhost:*",
            "http://[::1]:*",
            *settings.cors_origins,
        ],
    )


def install(app: FastAPI, settings: Settings) -> None:
    """Serve MCP at ``/mcp`` and run its session manager inside the app's lifespan."""
    mounted = _Mounted()
    app.router.routes.append(Route(MCP_PATH, endpoint=_Endpoint(mounted)))
    inner: Callable[[Any], AbstractAsyncContextManager[Any]] = app.router.lifespan_context

    @asynccontextmanager
    async def lifespan(asgi_app: Any) -> AsyncIterator[Any]:
        async with inner(asgi_app) as maybe_state:
            state: AppState = app.state.rulecite
            kit = toolkit_of(state)
            server = build_server(lambda: kit, version=app.version)
            server.streamable_http_app(
                streamable_http_path=MCP_PATH,
                stateless_http=True,
                json_response=True,
                transport_security=transport_security(settings),
                host=settings.host,
                max_request_body_size=64 * 1024,
            )
            manager = server.session_manager
            async with manager.run():
                mounted.manager = manager
                try:
                    yield maybe_state
                finally:
                    mounted.manager = None

    app.router.lifespan_context = lifespan
