"""Clause text to HTML (service.web.render): escaping, marks, links."""

from __future__ import annotations

import re
from html import unescape
from urllib.parse import quote

from corpus.glossary import build_glossary
from corpus.loader import Corpus
from service.web.pages import ask_context, shown_aliases
from service.web.render import highlight, link_ids, match_spans, render_text


def marked(text: str, query: str) -> list[str]:
    return [text[a:b] for a, b in match_spans(text, query)]


def test_highlight_escapes_everything_but_its_marks() -> None:
    html = str(highlight("<b>ブロッカー</b>&", "ブロッカー"))
    assert html == "&lt;b&gt;<mark>ブロッカー</mark>&lt;/b&gt;&amp;"


def test_marks_skip_particles_and_pieces_of_katakana_words() -> None:
    text = "【ブロッカー】を持つカードはブロック・ステップで効果を発動できます。"
    assert marked(text, "ブロッカーの効果") == ["ブロッカー", "効果"]
    assert marked("KOします", "ko") == ["KO"]


def test_op_7_1_4_1_answer_ids_link_longest_first() -> None:
    html = str(link_ids("7-1-4-1-1.または7-1-4-1<x>", [("onepiece", "7-1-4-1"), ("onepiece", "7-1-4-1-1")]))
    assert '<a class="ref" href="/ui/onepiece/7-1-4-1-1#7-1-4-1-1">7-1-4-1-1</a>.' in html
    assert '<a class="ref" href="/ui/onepiece/7-1-4-1#7-1-4-1">7-1-4-1</a>&lt;x&gt;' in html


def test_nsk_105_1_bold_lead_in_is_strong(ui_corpus: Corpus) -> None:
    book = ui_corpus.book("ninjaslayer")
    clause = book.clauses["105.1"]
    html = str(render_text(clause, clause.text, glossary=build_glossary(book)))
    assert html.startswith("<strong>プレイヤー</strong>: ")
    assert "**" not in html


def test_op_7_1_4_1_1_2_refs_and_terms_linked(ui_corpus: Corpus) -> None:
    book = ui_corpus.book("onepiece")
    clause = book.clauses["7-1-4-1-1-2"]
    html = str(render_text(clause, clause.text, glossary=build_glossary(book)))
    assert '<a class="ref" href="/ui/onepiece/10-1-5#10-1-5">(10-1-5.参照)</a>' in html
    # 【トリガー】 is printed twice; only the first is a link
    assert clause.text.count("【トリガー】") == 2
    assert html.count(f'href="/ui/onepiece/terms/{quote("トリガー")}"') == 1


def test_op_7_1_citation_is_verbatim_with_its_references_linked(ui_corpus: Corpus) -> None:
    clause = ui_corpus.book("onepiece").clauses["7-1"]
    context = ask_context(ui_corpus, {"answer": "", "citations": [{"game": "onepiece", "id": "7-1"}]})
    html = str(context["citations"][0]["html"])
    for target in ("6-5-6", "7-1-1", "7-1-4"):
        assert f'<a class="ref" href="/ui/onepiece/{target}#{target}">' in html
    assert unescape(re.sub(r"<[^>]+>", "", html)) == clause.text  # nothing added, nothing lost


def test_nsk_1402_shown_aliases_leave_out_the_printed_heading(ui_corpus: Corpus) -> None:
    book = ui_corpus.book("ninjaslayer")
    term = build_glossary(book).get("インターラプト")
    assert term is not None and "インターラプト/インターラプト・カイゼン" in term.aliases
    assert shown_aliases(book, term) == ("インターラプト・カイゼン",)
