"""Issue 14: the names people type for a game (API and pages), and what judges need on a clause page:
a clause number in the search box, the rulebook version and a citation to copy, reference previews,
・ lists, and the rulebook's update history."""

from __future__ import annotations

import re
from html import unescape
from urllib.parse import quote

import pytest
from fastapi.testclient import TestClient

from corpus.loader import Corpus
from tests.service.ui.test_ui_pages import get

# ---- names: the JSON API serves an alias directly, the pages redirect to the canonical address ----


@pytest.mark.parametrize(
    ("name", "game"),
    [
        ("op", "onepiece"),
        ("ワンピース", "onepiece"),
        ("ONE PIECE", "onepiece"),
        ("shadowverse", "sve"),
        ("シャドバ", "sve"),
        ("軌跡", "kiseki"),
        ("ニンジャスレイヤー", "ninjaslayer"),
        ("Force of Will", "fow"),
    ],
)
def test_api_serves_a_game_by_the_names_people_type(ui_client: TestClient, name: str, game: str) -> None:
    response = ui_client.get(f"/games/{quote(name)}")
    assert response.status_code == 200
    assert response.json()["id"] == game
    assert ui_client.get(f"/games/{quote(name)}/toc?depth=0").json()["game"] == game


def test_op_7_1_4_1_api_clause_under_an_alias(ui_client: TestClient) -> None:
    body = ui_client.get("/games/op/clauses/7-1-4-1").json()
    assert (body["game"], body["id"]) == ("onepiece", "7-1-4-1")


@pytest.mark.parametrize("typed", ["onepice", "ワンピス", "one-peice"])
def test_api_unknown_game_suggests_the_close_one(ui_client: TestClient, typed: str) -> None:
    response = ui_client.get(f"/games/{quote(typed)}")
    assert response.status_code == 404
    assert response.headers["content-type"].startswith("application/problem+json")
    body = response.json()
    assert body["type"] == "/problems/unknown-game"
    assert body["suggestions"][0] == "onepiece"
    assert "Did you mean onepiece" in body["detail"]


def test_api_search_takes_a_game_name(ui_client: TestClient) -> None:
    body = ui_client.get("/search", params={"q": "ブロッカー", "game": "ワンピース"}).json()
    assert body["game"] == "onepiece"


@pytest.mark.parametrize(
    ("path", "location"),
    [
        ("/ui/op", "/ui/onepiece"),
        ("/ui/ONEPIECE", "/ui/onepiece"),
        (f"/ui/{quote('ワンピース')}/7-1-4-1", "/ui/onepiece/7-1-4-1"),
        ("/ui/shadowverse/terms", "/ui/sve/terms"),
        (f"/ui/sv/terms/{quote('守護')}", f"/ui/sve/terms/{quote('守護')}"),
    ],
)
def test_pages_redirect_a_game_name_to_the_canonical_address(
    ui_client: TestClient, path: str, location: str
) -> None:
    response = ui_client.get(path, follow_redirects=False, headers={"host": "evil.example"})
    assert response.status_code == 301
    assert response.headers["location"] == location  # relative: the Host header is never echoed
    assert ui_client.get(path).status_code == 200


@pytest.mark.parametrize(
    ("path", "suggested"),
    [
        ("/ui/onepice", "/ui/onepiece"),
        ("/ui/onepice/7-1-4-1", "/ui/onepiece/7-1-4-1"),
        (f"/ui/{quote('ワンピス')}/terms", "/ui/onepiece/terms"),
    ],
)
def test_an_unknown_game_page_suggests_the_close_one(
    ui_client: TestClient, path: str, suggested: str
) -> None:
    page = get(ui_client, path, 404)
    assert suggested in page.hrefs()
    assert "/ui/sve" in page.hrefs()  # every table of contents is linked too


def test_search_page_takes_a_game_name_and_explains_an_unknown_one(ui_client: TestClient) -> None:
    response = ui_client.get("/ui/search", params={"q": "ブロッカー", "game": "op"})
    assert response.status_code == 200
    assert '<option value="onepiece" selected>' in response.text
    response = ui_client.get("/ui/search", params={"q": "ブロッカー", "game": "onepice"})
    assert response.status_code == 404
    assert "もしかして: onepiece" in response.text


# ---- a clause number typed in the search box ------------------------------------------------------


@pytest.mark.parametrize(
    ("q", "game", "location"),
    [
        ("7-1-4-1", "onepiece", "/ui/onepiece/7-1-4-1#7-1-4-1"),
        ("７－１－４－１", "", "/ui/onepiece/7-1-4-1#7-1-4-1"),
        ("第103.3条", "ninjaslayer", "/ui/ninjaslayer/103.3#103.3"),
        ("8.4.9", "sve", "/ui/sve/8.4.9#8.4.9"),
        ("1204.2e-3", "", "/ui/ninjaslayer/1204.2e-3#1204.2e-3"),
    ],
)
def test_a_clause_number_in_the_search_box_opens_the_clause(
    ui_client: TestClient, q: str, game: str, location: str
) -> None:
    response = ui_client.get("/ui/search", params={"q": q, "game": game}, follow_redirects=False)
    assert response.status_code == 302
    assert response.headers["location"] == location


def test_a_number_several_games_have_lists_them_above_the_results(ui_client: TestClient) -> None:
    page = get(ui_client, "/ui/search?q=10.6")
    assert "/ui/sve/10.6#10.6" in page.hrefs() and "/ui/fow/10.6#10.6" in page.hrefs()
    assert "jump-h" in page.ids


def test_words_with_a_number_are_still_searched(ui_client: TestClient) -> None:
    response = ui_client.get("/ui/search", params={"q": "7-1-4-1って何", "game": "onepiece"})
    assert response.status_code == 200


# ---- the clause page: rulebook, version, citation, previews, lists --------------------------------


def test_op_7_1_4_1_2_page_shows_the_rulebook_version_and_a_citation_to_copy(ui_client: TestClient) -> None:
    html = ui_client.get("/ui/onepiece/7-1-4-1-2").text
    assert "ONE PIECE CARD GAME 総合ルール" in html and "ver. 1.1.3" in html
    citation = re.search(r'<input id="citation"[^>]*value="([^"]*)"', html)
    assert citation is not None
    assert unescape(citation.group(1)) == "ONE PIECE CARD GAME 総合ルール v1.1.3 7-1-4-1-2"
    assert re.search(r'<button type="button" class="copy" data-copy-from="citation" hidden>', html)
    assert '<script src="/static/copy.js" defer></script>' in html
    assert "<script>" not in html  # no inline script: a CSP of script-src 'self' fits
    script = ui_client.get("/static/copy.js")
    assert script.status_code == 200 and "clipboard" in script.text


def test_fow_citation_without_a_version(ui_client: TestClient) -> None:
    html = ui_client.get("/ui/fow/10.6").text
    assert 'value="Force of Will 総合ルール 第10章 ゲーム上の行動 10.6"' in html


def test_op_7_1_4_1_references_carry_their_targets_text(ui_client: TestClient) -> None:
    html = ui_client.get("/ui/onepiece/7-1-4-1").text
    link = re.search(r'<a class="ref" href="/ui/onepiece/7-1-4-1-2#7-1-4-1-2" title="([^"]*)">', html)
    assert link is not None
    assert unescape(link.group(1)).startswith(
        "7-1-4-1-2 キャラクターカードの場合: そのキャラクターカードをKOします。"
    )


def test_sve_7_3_3_bullets_render_as_a_list(ui_client: TestClient) -> None:
    html = ui_client.get("/ui/sve/7.3.3").text
    lead = html.split('class="text lead-text">', 1)[1].split("</div>", 1)[0]
    assert lead.startswith("ターンプレイヤーは以下のいずれかを実行します。")
    items = re.findall(r"<li>(.*?)</li>", lead.split('<ul class="bullets">', 1)[1])
    assert len(items) == 4
    assert all(item.startswith("・") for item in items)  # the printed mark is kept
    assert re.sub(r"<[^>]+>", "", items[0]) == "・手札か EX エリアのカードを 1 枚プレイする(8.2)。"


def test_sve_7_3_3_json_keeps_the_text_verbatim(ui_client: TestClient) -> None:
    body = ui_client.get("/games/sve/clauses/7.3.3").json()
    assert body["text"].count("\n・") == 4
    assert body["citation"] == "Shadowverse EVOLVE 総合ルール v1.7.0 7.3.3"


# ---- update history ------------------------------------------------------------------------------


def test_game_json_carries_the_printed_history(ui_client: TestClient) -> None:
    onepiece = ui_client.get("/games/onepiece").json()
    assert len(onepiece["history"]) == 31
    first = onepiece["history"][0]
    assert first == {
        "version": None,
        "date": "2022-08-31",
        "text": "2-3-3 を修正しました。",
        "clauses": ["2-3-3"],
        "line": 847,
    }
    assert onepiece["history"][-1]["version"] == "1.1.3"
    ninjaslayer = ui_client.get("/games/ninjaslayer").json()["history"]
    assert [h["version"] for h in ninjaslayer] == ["1.0.2"] * 4 + ["1.0.1", "1.0.0"]
    assert ninjaslayer[2]["clauses"] == ["1403", "1404"]  # 「サツバツ」「タツジン」
    assert (
        ui_client.get("/games/kiseki").json()["history"][0]["text"]
        == "回復フェイズの処理を追記いたしました。"
    )
    assert ui_client.get("/games/sve").json()["history"] == []


def test_op_2_3_3_clause_names_its_history(ui_client: TestClient) -> None:
    body = ui_client.get("/games/onepiece/clauses/2-3-3").json()
    assert [(h["date"], h["text"]) for h in body["history"]] == [
        ("2022-08-31", "2-3-3 を修正しました。"),
        ("2023-01-20", "2-3-3 を追記しました。"),
    ]
    assert ui_client.get("/games/onepiece/clauses/7-1-4-1").json()["history"] == []
    html = ui_client.get("/ui/onepiece/2-3-3").text
    assert "history-h" in html and "2-3-3 を追記しました。" in html


def test_ns_1403_history_names_the_keyword(ui_client: TestClient) -> None:
    body = ui_client.get("/games/ninjaslayer/clauses/1403").json()
    assert [h["version"] for h in body["history"]] == ["1.0.2"]


def test_toc_page_lists_the_history_with_links(ui_client: TestClient) -> None:
    page = get(ui_client, "/ui/onepiece")
    assert "history" in page.ids
    assert "/ui/onepiece/10-2-16#10-2-16" in page.hrefs()
    html = ui_client.get("/ui/onepiece").text
    assert "5-1-3 を修正しました。" in html  # printed, though the document no longer has 5-1-3
    assert "この文書には更新履歴が印刷されていません" in ui_client.get("/ui/sve").text


def test_op_7_1_4_1_2_mcp_tools_cite_and_name_games_like_the_api(
    ui_client: TestClient, ui_corpus: Corpus
) -> None:
    from service.api.state import SearchService
    from service.mcp_tools import ToolFailure, Toolkit
    from tests.service.ui.conftest import BigramSearcher

    kit = Toolkit(corpus=ui_corpus, search=SearchService(BigramSearcher(ui_corpus)))
    api = ui_client.get("/games/onepiece/clauses/7-1-4-1-2").json()
    tool = kit.lookup_clause("ワンピース", "7-1-4-1-2")
    assert tool["citation"] == api["citation"] == "ONE PIECE CARD GAME 総合ルール v1.1.3 7-1-4-1-2"
    with pytest.raises(ToolFailure, match="Did you mean onepiece"):
        kit.lookup_clause("onepice", "7-1-4-1-2")
    scenario = {
        "player1": {"leader": {"power": 6000}},
        "player2": {"life": 0},
        "actions": [{"type": "attack"}],
    }
    assert kit.simulate("op", scenario)["outcome"]["winner"] == "player1"
