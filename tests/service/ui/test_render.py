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


def test_clause_pages_lose_nothing_printed_with_lists_and_previews(ui_corpus: Corpus) -> None:
    """Every clause and example of every game, rendered as on its page (term links, reference
    previews, ・ lists, line breaks): the visible text is the printed text, only the newlines become
    markup, and every tag opened is closed."""
    from service.web.render import text_blocks

    lists = 0
    for book in ui_corpus:
        glossary = build_glossary(book)
        for clause in book:
            pieces = [(clause.text, False), *((ex, True) for ex in clause.examples)]
            for text, in_example in pieces:
                html = str(
                    text_blocks(
                        render_text(
                            clause, text, glossary=glossary, in_example=in_example, targets=book.clauses
                        )
                    )
                )
                hidden = re.sub(r'<span class="visually-hidden">[^<]*</span>', "", html)  # (参照先なし)
                visible = unescape(re.sub(r"<[^>]+>", "", hidden))
                # `**bold**` markers become <strong>, line breaks <br> or list items
                assert visible == text.replace("\n", "").replace("**", ""), (book.game, clause.id)
                for tag in ("ul", "li", "a", "strong", "span"):
                    assert html.count(f"<{tag}") == html.count(f"</{tag}>"), (book.game, clause.id, tag)
                lists += html.count('<ul class="bullets">')
    assert lists >= 5  # sve 7.3.3, 7.4.5, 8.4.2.1, 8.4.3.1, 8.4.7


def test_reference_preview_is_escaped(ui_corpus: Corpus) -> None:
    from service.web.render import PREVIEW_CHARS, preview

    book = ui_corpus.books["onepiece"]
    clause = book.clauses["7-1-4-1"]
    html = str(render_text(clause, clause.text, glossary=None, targets=book.clauses))
    titles = re.findall(r'title="([^"]*)"', html)
    assert titles and all(len(unescape(t)) <= PREVIEW_CHARS for t in titles)
    assert unescape(titles[0]) == preview(book.clauses["7-1-4-1-1"])
