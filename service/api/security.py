"""Response headers every page and API answer carries, and redirects that never name a host.

A pure-ASGI middleware (streamed MCP responses pass untouched) that adds, unless a handler set
them already:

* ``Content-Security-Policy`` — scripts, styles, images and fetches only from this origin. The
  browse pages use no inline script or style; the API docs (``/docs``, ``/redoc``) are the one
  exception for styles, because Swagger UI and ReDoc set ``style`` attributes and inject
  ``<style>`` elements at run time (ReDoc also runs its search in a ``blob:`` worker);
* ``X-Content-Type-Options: nosniff``, ``X-Frame-Options: DENY`` (with ``frame-ancestors 'none'``)
  and ``Referrer-Policy: same-origin``.

A redirect's ``Location`` is made relative when it names the host the client sent: Starlette's
trailing-slash redirect builds an absolute URL from the ``Host`` header, so ``Host: evil.example``
would otherwise send a browser or a cache to ``http://evil.example/…``.
"""

from __future__ import annotations

from urllib.parse import urlsplit, urlunsplit

from starlette.types import ASGIApp, Message, Receive, Scope, Send

# the pages that render Swagger UI and ReDoc (service.api.docs)
DOCS_PATHS = frozenset({"/docs", "/redoc"})

_COMMON = (
    "default-src 'self'",
    "script-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
)
PAGE_CSP = "; ".join((*_COMMON, "style-src 'self'"))
DOCS_CSP = "; ".join((*_COMMON, "style-src 'self' 'unsafe-inline'", "worker-src 'self' blob:"))

STATIC_HEADERS = (
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"same-origin"),
)


def csp_for(path: str) -> str:
    """The Content-Security-Policy for a response to `path`."""
    return DOCS_CSP if path in DOCS_PATHS else PAGE_CSP


def relative_location(location: str, host: str | None) -> str:
    """`location` without scheme and host when it points at `host` (the request's ``Host``)."""
    parts = urlsplit(location)
    if not parts.netloc or host is None or parts.netloc.lower() != host.lower():
        return location
    path = parts.path or "/"
    if path.startswith("//"):  # would read as a host again
        path = "/" + path.lstrip("/")
    return urlunsplit(("", "", path, parts.query, parts.fragment))


class SecurityHeadersMiddleware:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        csp = csp_for(str(scope.get("path", ""))).encode()
        host = _header(scope, b"host")

        async def send_secured(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                present = {key.lower() for key, _ in headers}
                for key, value in (*STATIC_HEADERS, (b"content-security-policy", csp)):
                    if key not in present:
                        headers.append((key, value))
                if 300 <= int(message["status"]) < 400:
                    headers = [
                        (key, relative_location(value.decode("latin-1"), host).encode("latin-1"))
                        if key.lower() == b"location"
                        else (key, value)
                        for key, value in headers
                    ]
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, send_secured)


def _header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope.get("headers", ()):
        if key.lower() == name:
            text: str = value.decode("latin-1")
            return text
    return None
