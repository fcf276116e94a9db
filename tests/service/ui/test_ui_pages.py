"""The browse pages rendered through the app (no browser): links, anchors, escaping, errors."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from urllib.parse import quote, unquote

from fastapi.testclient import TestClient

from corpus.loader import Corpus


class Page(HTMLParser):
    """Links (href, text), element ids, landmarks and <mark> texts of one HTML page."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.links: list[tuple[str, str]] = []
        self.ids: set[str] = set()
        self.tags: list[str] = []
        self.marks: list[str] = []
        self.unresolved: list[str] = []
        self.lang = ""
        self._href: str | None = None
        self._text: list[str] = []
        self._mark = False
        self._bad = 0
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        self.tags.append(tag)
        if a.get("id"):
            self.ids.add(str(a["id"]))
        if tag == "html":
            self.lang = a.get("lang") or ""
        if tag == "a":
            self._href, self._text = a.get("href") or "", []
        if tag == "mark":
            self._mark = True
            self.marks.append("")
        if "unresolved" in (a.get("class") or "").split():
            self._bad += 1
            self.unresolved.append("")

    def handle_endtag(self, tag: str) -> None:
        if tag == "a" and self._href is not None:
            self.links.append((self._href, "".join(self._text).strip()))
            self._href = None
        if tag == "mark":
            self._mark = False
        if tag == "span" and self._bad:
            self._bad -= 1

    def handle_data(self, data: str) -> None:
        if self._href is not None:
            self._text.append(data)
        if self._mark:
            self.marks[-1] += data
        if self._bad:
            self.unresolved[-1] += data

    def hrefs(self) -> list[str]:
        return [unquote(h) for h, _ in self.links]


def get(client: TestClient, url: str, status: int = 200) -> Page:
    response = client.get(url)
    assert response.status_code == status, (url, response.status_code, response.text[:300])
    assert response.headers["content-type"].startswith("text/html")
    return Page(response.text)


def test_home_lists_every_game_with_toc_links_and_one_form(ui_client: TestClient, ui_corpus: Corpus) -> None:
    page = get(ui_client, "/")
    for book in ui_corpus:
        assert f"/ui/{book.game}" in page.hrefs()
    assert page.lang == "ja"
    for landmark in ("header", "nav", "main", "footer"):
        assert landmark in page.tags
    assert page.links[0][0] == "#main"  # the skip link comes first
    html = ui_client.get("/").text
    assert html.count("<form") == 1
    assert re.search(r'<option value=""[^>]*>すべてのゲーム</option>', html)
    assert "ver. 1.1.3" in html and "2023-01-20" in html  # onepiece version and date


def test_toc_nests_headings(ui_client: TestClient) -> None:
    page = get(ui_client, "/ui/onepiece")
    hrefs = page.hrefs()
    assert "/ui/onepiece/7-1-4#7-1-4" in hrefs
    assert "/ui/onepiece/10-1-4#10-1-4" in hrefs
    html = ui_client.get("/ui/onepiece").text
    assert html.index("10-1-4") > html.index("10-1")  # children after their parent


def test_op_7_1_4_1_clause_page_links_refs_children_and_neighbours(ui_client: TestClient) -> None:
    page = get(ui_client, "/ui/onepiece/7-1-4-1")
    hrefs = page.hrefs()
    assert "7-1-4-1" in page.ids  # stable anchor for the clause itself
    assert {"7-1-4-1-1", "7-1-4-1-1-1", "7-1-4-1-2"} <= page.ids  # and for each child
    # the printed references 7-1-4-1-1. and 7-1-4-1-2. are links
    assert ("/ui/onepiece/7-1-4-1-1#7-1-4-1-1", "7-1-4-1-1.") in [(unquote(h), t) for h, t in page.links]
    assert "/ui/onepiece/10-2-1#10-2-1" in hrefs  # a child's (10-2-1.参照)
    # breadcrumbs and previous/next in document order
    assert "/ui/onepiece/7-1-4#7-1-4" in hrefs and "/ui/onepiece/7#7" in hrefs
    html = ui_client.get("/ui/onepiece/7-1-4-1").text
    assert 'rel="prev" href="/ui/onepiece/7-1-4#7-1-4"' in html
    assert 'rel="next" href="/ui/onepiece/7-1-4-1-1#7-1-4-1-1"' in html


def test_op_7_1_4_1_1_1_cited_by_lists_backlinks(ui_client: TestClient, ui_corpus: Corpus) -> None:
    book = ui_corpus.book("onepiece")
    target = next(cid for cid, sources in book.referenced_by.items() if sources)
    page = get(ui_client, f"/ui/onepiece/{target}")
    for source in book.referenced_by[target]:
        assert f"/ui/onepiece/{source}#{source}" in page.hrefs()


def test_unresolved_references_are_marked_not_linked(ui_client: TestClient, ui_corpus: Corpus) -> None:
    book = next(b for b in ui_corpus if any(r.target is None for c in b for r in c.refs))
    clause = next(c for c in book if any(r.target is None and not r.in_example for r in c.refs))
    raw = next(r.raw for r in clause.refs if r.target is None and not r.in_example)
    page = get(ui_client, f"/ui/{book.game}/{quote(clause.id)}")
    assert any(raw in text for text in page.unresolved)
    assert all(raw != text for _, text in page.links)


def test_typed_clause_number_redirects_to_canonical_anchor(ui_client: TestClient) -> None:
    response = ui_client.get("/ui/onepiece/７－１－４－１", follow_redirects=False)
    assert response.status_code == 301
    assert response.headers["location"] == "/ui/onepiece/7-1-4-1#7-1-4-1"


def test_unknown_clause_is_a_friendly_html_404_with_suggestions(ui_client: TestClient) -> None:
    page = get(ui_client, "/ui/onepiece/7-1-4-9", status=404)
    assert "/ui/onepiece/7-1-4#7-1-4" in page.hrefs()  # the nearest existing ancestor
    assert "main" in page.tags
    # the JSON API keeps problem+json for the same miss
    api = ui_client.get("/games/onepiece/clauses/7-1-4-9")
    assert api.status_code == 404
    assert api.headers["content-type"].startswith("application/problem+json")


def test_unknown_game_and_malformed_id_are_html_404s(ui_client: TestClient) -> None:
    page = get(ui_client, "/ui/mtg", status=404)
    assert "/ui/onepiece" in page.hrefs()
    get(ui_client, "/ui/onepiece/abc", status=404)


def test_search_marks_matches_and_escapes_the_query(ui_client: TestClient) -> None:
    response = ui_client.get(
        "/ui/search", params={"q": "<script>alert(1)</script>ブロッカー", "game": "onepiece"}
    )
    assert response.status_code == 200
    assert "<script>alert(1)" not in response.text
    assert "&lt;script&gt;alert(1)" in response.text
    page = Page(response.text)
    assert "ブロッカー" in page.marks
    assert "/ui/onepiece/10-1-4-1#10-1-4-1" in page.hrefs()


def test_search_with_unknown_game_is_404_page(ui_client: TestClient) -> None:
    get(ui_client, "/ui/search?q=ライフ&game=mtg", status=404)


def test_search_without_index_says_unavailable(bare_client: TestClient) -> None:
    response = bare_client.get("/ui/search", params={"q": "ライフ"})
    assert response.status_code == 503
    assert "検索は現在利用できません" in response.text


def test_ask_without_answerer_says_not_available(bare_client: TestClient) -> None:
    response = bare_client.get("/ui/ask", params={"q": "ライフが0枚のときは？"})
    assert response.status_code == 503
    assert "利用できません" in response.text


def test_op_7_1_4_1_1_1_ask_shows_cited_timeline(ui_client: TestClient) -> None:
    q = "ライフが0枚のときにリーダーがダメージを受けたらどうなる？"
    page = get(ui_client, f"/ui/ask?q={quote(q)}&game=onepiece")
    hrefs = page.hrefs()
    assert "/ui/onepiece/7-1-4-1-1-1#7-1-4-1-1-1" in hrefs  # cited by the answer and the engine
    html = ui_client.get("/ui/ask", params={"q": q, "game": "onepiece"}).text
    timeline = html[html.index('class="timeline"') : html.index("</ol>", html.index('class="timeline"'))]
    steps = timeline.count('class="event"')
    assert steps >= 3
    assert timeline.count('class="rules"') == steps  # every step links to its clauses


def test_sve_12_8_ask_page_leads_with_the_stated_verdict(ui_client: TestClient) -> None:
    # the 「答え: …」 line (service/answering/answer_line.py) is the page's first answer line, set apart
    q = "相手の場に【守護】持ちのフォロワーがいる。自分のフォロワーで相手リーダーを攻撃できる?"
    html = ui_client.get("/ui/ask", params={"q": q, "game": "sve"}).text
    answer = html[html.index('class="answer-text"') :]
    verdict = answer.index('<p class="verdict"><strong>答え: できません</strong></p>')
    assert verdict < answer.index("シミュレーション結果")


def test_ask_escapes_the_question(ui_client: TestClient) -> None:
    response = ui_client.get("/ui/ask", params={"q": "<script>x</script>7-1-4-1って何？", "game": "onepiece"})
    assert response.status_code == 200
    assert "<script>x" not in response.text
    assert "/ui/onepiece/7-1-4-1#7-1-4-1" in Page(response.text).hrefs()


def test_op_10_1_4_clause_text_links_terms_once(ui_client: TestClient) -> None:
    # 7-1-2-1 uses 【ブロッカー】, defined in 10-1-4
    page = get(ui_client, "/ui/onepiece/7-1-2-1")
    term_links = [h for h in page.hrefs() if h.startswith("/ui/onepiece/terms/")]
    assert "/ui/onepiece/terms/ブロッカー" in term_links
    assert len(term_links) == len(set(term_links))


def test_op_10_1_4_1_defining_clause_does_not_link_its_own_term(ui_client: TestClient) -> None:
    page = get(ui_client, "/ui/onepiece/10-1-4-1")
    assert "/ui/onepiece/terms/ブロッカー" not in page.hrefs()


def test_glossary_pages(ui_client: TestClient) -> None:
    index = get(ui_client, "/ui/sve/terms")
    assert "/ui/sve/terms/守護" in index.hrefs()
    term = get(ui_client, f"/ui/sve/terms/{quote('守護')}")
    assert "/ui/sve/12.8#12.8" in term.hrefs()
    fuzzy = ui_client.get(f"/ui/onepiece/terms/{quote('ぶろっかー')}")
    assert fuzzy.status_code == 200 and "ブロッカー" in fuzzy.text
    missing = get(ui_client, f"/ui/onepiece/terms/{quote('ぜんぜんちがう')}", status=404)
    assert "/ui/onepiece/terms" in missing.hrefs()


def test_nsk_1402_terms_json(ui_client: TestClient) -> None:
    body = ui_client.get(f"/games/ninjaslayer/terms/{quote('インターラプト')}").json()
    assert body["game"] == "ninjaslayer"
    assert body["clause_ids"] == ["1402"]
    assert body["definition"].startswith("インターラプト、インターラプト・カイゼンは常時能力です。")
    assert "インターラプト・カイゼン" in body["aliases"]
    listing = ui_client.get("/games/kiseki/terms").json()
    assert listing["count"] == len(listing["terms"]) > 10
    assert {"プレイヤー", "持ち主"} <= {t["term"] for t in listing["terms"]}


def test_terms_json_fuzzy_and_problem(ui_client: TestClient) -> None:
    close = ui_client.get(f"/games/onepiece/terms/{quote('ブロッカ')}").json()
    assert close["term"] == "ブロッカー" and close["exact"] is False
    miss = ui_client.get("/games/onepiece/terms/qqqq")
    assert miss.status_code == 404
    assert miss.headers["content-type"].startswith("application/problem+json")
    assert miss.json()["term"] == "qqqq"
    unknown = ui_client.get("/games/mtg/terms")
    assert unknown.status_code == 404
    assert unknown.headers["content-type"].startswith("application/problem+json")


def test_static_css_has_japanese_font_stack(ui_client: TestClient) -> None:
    css = ui_client.get("/static/style.css")
    assert css.status_code == 200
    assert '"Hiragino Sans"' in css.text and '"Noto Sans JP"' in css.text and '"Yu Gothic"' in css.text
    assert "line-height: 1.8" in css.text


def test_page_errors_raised_before_the_handler_are_html_pages(ui_client: TestClient) -> None:
    # no route matches (an encoded slash), a parameter out of bounds: still a page to go on from
    missing = get(ui_client, "/ui/onepiece/..%2F..%2Fetc%2Fpasswd", status=404)
    assert "/ui/onepiece" in missing.hrefs()
    too_long = ui_client.get("/ui/search", params={"q": "ア" * 1001})
    assert too_long.status_code == 422 and too_long.headers["content-type"].startswith("text/html")
    assert "1000文字まで" in too_long.text
    # what is not a browser reading a page keeps problem+json
    assert ui_client.post("/ui/onepiece").headers["content-type"].startswith("application/problem+json")
    api = ui_client.get("/games/onepiece/clauses/..%2F..%2Fetc%2Fpasswd")
    assert api.status_code == 404 and api.headers["content-type"].startswith("application/problem+json")


def test_term_miss_offers_searching_the_clause_text(ui_client: TestClient) -> None:
    page = get(ui_client, f"/ui/onepiece/terms/{quote('ぜんぜんちがう')}", status=404)
    assert "/ui/search?q=ぜんぜんちがう&game=onepiece" in page.hrefs()


def test_op_4_3_turn_player_is_a_term_of_its_own(ui_client: TestClient) -> None:
    response = ui_client.get(f"/ui/onepiece/terms/{quote('ターンプレイヤー')}")
    assert response.status_code == 200
    assert 'class="notice"' not in response.text  # an exact match, not the near term プレイヤー
    assert "/ui/onepiece/4-3#4-3" in Page(response.text).hrefs()
    # the clause text of 6-1-2 now links ターンプレイヤー to 4-3
    assert "/ui/onepiece/terms/ターンプレイヤー" in get(ui_client, "/ui/onepiece/6-1-2").hrefs()


def test_nsk_1402_term_pages_do_not_repeat_the_printed_heading_as_an_alias(ui_client: TestClient) -> None:
    page = ui_client.get(f"/ui/ninjaslayer/terms/{quote('インターラプト')}").text
    meta = re.search(r'<p class="meta">別表記・関連: (.*?)</p>', page)
    assert meta is not None and meta.group(1) == "インターラプト・カイゼン"
    listing = ui_client.get("/ui/ninjaslayer/terms").text
    assert "インターラプト/インターラプト・カイゼン" not in listing


def test_fow_10_6_4_1_unnumbered_bullet_is_explained(ui_client: TestClient) -> None:
    page = ui_client.get("/ui/fow/10.6.4.1").text
    assert "原文では番号のない箇条書き(•)です" in page
    assert "原文の表記: •" not in page
