"""The API documentation pages, ``/docs`` (Swagger UI) and ``/redoc`` (ReDoc), served offline.

FastAPI's own pages load Swagger UI and ReDoc from a CDN, so they are blank on a machine or an
intranet without one. Here the assets come from the ``fastapi-offline`` package (Swagger UI's
``swagger-ui-bundle.js``/``swagger-ui.css`` and ReDoc's ``redoc.standalone.js``), mounted under
`ASSETS_PATH`; the pages start them from a script file, not an inline script, so the
Content-Security-Policy (`service.api.security`) allows scripts from this origin only. The API has
no OAuth, so Swagger UI's OAuth2 redirect page (an inline script) is not served.
"""

from __future__ import annotations

import html
from importlib.resources import files
from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import HTMLResponse
from fastapi.staticfiles import StaticFiles

ASSETS_PATH = "/docs-assets"
VENDOR_PATH = "/docs-assets/vendor"
OWN_ASSETS = Path(__file__).parent / "docs_static"
SWAGGER_PATH = "/docs"
REDOC_PATH = "/redoc"


def vendor_assets() -> Path:
    """The directory of Swagger UI and ReDoc files shipped by ``fastapi-offline``."""
    return Path(str(files("fastapi_offline") / "static"))


def swagger_html(title: str, openapi_url: str) -> str:
    t, url = html.escape(title), html.escape(openapi_url)
    return f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{t} - Swagger UI</title>
<link rel="stylesheet" href="{VENDOR_PATH}/swagger-ui.css">
<link rel="icon" href="{VENDOR_PATH}/favicon.png">
</head>
<body>
<div id="swagger-ui" data-openapi-url="{url}"></div>
<script src="{VENDOR_PATH}/swagger-ui-bundle.js"></script>
<script src="{ASSETS_PATH}/swagger-init.js"></script>
</body>
</html>
"""


def redoc_html(title: str, openapi_url: str) -> str:
    t, url = html.escape(title), html.escape(openapi_url)
    return f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{t} - ReDoc</title>
<link rel="icon" href="{VENDOR_PATH}/favicon.png">
</head>
<body>
<redoc spec-url="{url}"></redoc>
<script src="{VENDOR_PATH}/redoc.standalone.js"></script>
</body>
</html>
"""


def install_docs(app: FastAPI) -> None:
    """Add the docs pages and their assets to an app built with ``docs_url=None, redoc_url=None``."""
    openapi_url = app.openapi_url or "/openapi.json"
    # the vendor mount first: /docs-assets/vendor/… must not fall into the own-assets mount
    app.mount(VENDOR_PATH, StaticFiles(directory=str(vendor_assets())), name="docs-vendor")
    app.mount(ASSETS_PATH, StaticFiles(directory=str(OWN_ASSETS)), name="docs-assets")

    async def swagger_ui() -> HTMLResponse:
        return HTMLResponse(swagger_html(app.title, openapi_url))

    async def redoc() -> HTMLResponse:
        return HTMLResponse(redoc_html(app.title, openapi_url))

    app.add_api_route(SWAGGER_PATH, swagger_ui, include_in_schema=False, response_class=HTMLResponse)
    app.add_api_route(REDOC_PATH, redoc, include_in_schema=False, response_class=HTMLResponse)
