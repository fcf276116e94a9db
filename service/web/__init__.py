"""The server-rendered browse UI: Jinja2 templates and static CSS (no JavaScript needed)."""

from __future__ import annotations

from pathlib import Path

from fastapi.templating import Jinja2Templates

from service.web.render import clause_url, term_url

WEB_DIR = Path(__file__).resolve().parent
TEMPLATES_DIR = WEB_DIR / "templates"
STATIC_DIR = WEB_DIR / "static"


def make_templates() -> Jinja2Templates:
    templates = Jinja2Templates(directory=str(TEMPLATES_DIR))
    templates.env.globals["clause_url"] = clause_url
    templates.env.globals["term_url"] = term_url
    # a printed label without digits (fow's "•") means the clause is unnumbered in the source
    templates.env.tests["unnumbered"] = lambda label: not any(ch.isdigit() for ch in str(label))
    templates.env.trim_blocks = True
    templates.env.lstrip_blocks = True
    return templates
