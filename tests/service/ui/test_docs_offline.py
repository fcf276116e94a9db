"""The API documentation renders offline: /docs (Swagger UI) and /redoc (ReDoc) in headless Chromium
(the system /usr/bin/chromium) with every request that leaves the test server blocked, and no
Content-Security-Policy violation by the pages' own scripts and styles (they start the packaged
scripts from files, not inline). The one remote load is ReDoc's footer logo, which its bundle always
requests from cdn.redoc.ly; the policy refuses it before it reaches the network, and ReDoc hides a
logo that fails to load."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, ConsoleMessage, Page, Route

CHROMIUM = Path("/usr/bin/chromium")
REDOC_LOGO = "https://cdn.redoc.ly/redoc/logo-mini.svg"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium (make browser-deps)"),
]

sync_api = pytest.importorskip("playwright.sync_api", reason="needs the playwright package (dev extras)")


@pytest.fixture(scope="module")
def offline_browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[BrowserContext]:
    profile = tmp_path_factory.mktemp("chromium-docs-profile")
    with sync_api.sync_playwright() as pw:
        context = pw.chromium.launch_persistent_context(
            str(profile), executable_path=str(CHROMIUM), headless=True, args=FLAGS
        )
        yield context
        context.close()


class _Offline:
    """Blocks every request not addressed to the test server and records what was blocked and
    what the console said about the Content-Security-Policy."""

    def __init__(self, page: Page, base: str) -> None:
        self.origin = urlsplit(base).netloc
        self.blocked: list[str] = []
        self.csp: list[str] = []
        page.route("**/*", self._route)
        page.on("console", self._console)

    def _route(self, route: Route) -> None:
        url = route.request.url
        if urlsplit(url).netloc == self.origin or url.startswith(("data:", "blob:")):
            route.continue_()
        else:
            self.blocked.append(url)
            route.abort("internetdisconnected")

    def _console(self, message: ConsoleMessage) -> None:
        if "Content Security Policy" in message.text or "Content-Security-Policy" in message.text:
            self.csp.append(message.text)


@pytest.fixture()
def offline_page(offline_browser: BrowserContext, live_server: str) -> Iterator[tuple[Page, _Offline]]:
    tab = offline_browser.new_page()
    watcher = _Offline(tab, live_server)
    yield tab, watcher
    tab.close()


def test_swagger_ui_renders_the_operations_with_the_network_blocked(
    offline_page: tuple[Page, _Offline], live_server: str
) -> None:
    tab, watcher = offline_page
    tab.goto(f"{live_server}/docs")
    tab.wait_for_selector(".swagger-ui .opblock", timeout=30_000)
    summaries = tab.locator(".opblock-summary-path").all_inner_texts()
    assert any("/games/{game}/clauses/{clause_id}" in s.replace("\u200b", "") for s in summaries), summaries
    assert watcher.blocked == [] and watcher.csp == []


def test_redoc_renders_the_operations_with_the_network_blocked(
    offline_page: tuple[Page, _Offline], live_server: str
) -> None:
    tab, watcher = offline_page
    tab.goto(f"{live_server}/redoc")
    tab.wait_for_selector("[data-section-id^='tag/']", timeout=30_000)
    assert "rulecite" in tab.locator("h1").first.inner_text()
    assert tab.get_by_text("Verify a citation").count() > 0
    assert watcher.blocked == []
    remote = [m for m in watcher.csp if REDOC_LOGO in m]
    assert len(remote) <= 1 and [m for m in watcher.csp if m not in remote] == []
