"""The 自分/相手 of a card text the other player uses (round 20 trap audit): inside 「…」 the owner words
are the card's controller's (「あなた」「自分」 the controller, 「相手」 the controller's other player), so
the opponent's 「相手のリーダーに3ダメージ」 hits the asker. sve 「相手のスペル「相手のリーダーに3ダメージ」が
解決された。相手のリーダーの体力は?」 had been run hitting the opponent's leader (7 for 10), ninjaslayer
「相手が「相手プレイヤーに2ダメージ」のコトダマを使ってきた。…相手のダメージ・ゾーンは?」 too. The
controller is the owner word marked が/は/の right before the quote in its sentence (「相手が「…」」
「相手のスペル「…」」), or the other player when the sentence goes on 〜てきた (cast toward the asker).
When the controller is the other player and the quote aims its effect at a player or card by an owner
word (「相手の…に」「相手プレイヤーに」, not 「相手の手札1枚につき」, a count), a scenario whose scripted
effects reach the word's naive side and not the controller-relative one answers another question.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from service.answering.reading.model import OTHER_OWNER, Reading, Role
from service.answering.reading.seating import Board

_QUOTE = re.compile(r"[「『][^「」『』]*[」』]")
# the user right before the quote: 「相手が「」「相手は「」「相手のスペル「」「相手の「」
_USER = re.compile(r"\s*(?:が|は|の)\s*(?:[^。、,「」『』がはをに]{0,10})?\s*$")
# 「…」を撃ってきた / のコトダマを使ってきた: toward the asker
_TOWARD = re.compile(r"[^。!?！？\n]{0,16}?(?:撃|打|使|発動し|プレイし|唱え)[っいし]?て\s*(?:き|く)")
# the owner word aims the effect: 「相手のリーダーに」「相手プレイヤーに」「相手に」 — not 「1枚につき」
_AIMS = re.compile(r"\s*(?:の)?\s*[^、。「」『』]{0,12}?に(?!つき)")
_SENTENCE = re.compile(r"[。!?！？\n]")


def _controller(reading: Reading, start: int, end: int) -> str | None:
    text = reading.text
    begin = max((m.end() for m in _SENTENCE.finditer(text, 0, start)), default=0)
    users = [
        o
        for o in reading.of(Role.OWNER)
        if begin <= o.start and o.end <= start and _USER.fullmatch(text, o.end, start)
    ]
    if users:
        return users[-1].owner
    return "opponent" if _TOWARD.match(text, end) else None


def misread_quote_owner(
    reading: Reading, game: str, payload: Mapping[str, Any], seats: Mapping[str, str]
) -> str | None:
    """Why the verdict is withheld: the other player's card text aimed by its own 相手/自分, run aimed at the
    word's naive side."""
    text = reading.text
    board = Board(game, payload)
    effects = [a for a in board.scripts if str(a.get("type") or a.get("kind")) not in ("attack", "aisatsu")]
    aimed = {seat for act in effects for seat in board.aimed(act)}
    if not aimed:
        return None
    for m in _QUOTE.finditer(text):
        if _controller(reading, m.start(), m.end()) != "opponent":
            continue
        for o in reading.of(Role.OWNER):
            if not (m.start() < o.start and o.end < m.end()) or o.owner not in OTHER_OWNER:
                continue
            if not _AIMS.match(text, o.end) or text.find("に", o.end) >= m.end():
                continue
            if o.owner != ("opponent" if o.text.startswith(("相手", "向こう")) else "self"):
                continue  # the reading already turned it to its controller's side
            naive = seats.get(str(o.owner))
            real = seats.get("opponent" if o.owner == "self" else "self")
            if naive in aimed and real not in aimed:
                side = "自分" if o.owner == "opponent" else "相手"
                return f"相手のカードの「{o.text}」は{side}のことですが、シナリオは逆に読んでいます"
    return None
