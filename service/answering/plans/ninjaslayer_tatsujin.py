"""ニンジャスレイヤー plan: a タツジン card entered without paying its タツジン・コスト (1404.2: the
タツジン・コスト is an additional cost the player chooses to pay or not; unpaid, the card enters for its
コスト and only the タツジン effect is lost).

Asked 「タツジン・コスト払わずに普通のコストだけでエントリーしていい?」: the asker's one character
with タツジン is entered in their キャラクターフェイズ with ``tatsujin: false`` from the stated エテル.
The unpaid タツジン・コスト must be said (「払わずに」「コストだけ払って」「タツジン・コスト無しで」);
a コスト or エテル the question leaves out is a documented default that pays the コスト and not the
タツジン・コスト (what the question describes: 「エテルが足りなくてタツジン・コストまでは払えない」),
so an エテル told without the card's コスト declines (the コスト would decide).

A タツジン コトダマ (「コスト2でタツジン付きのコトダマ、エテル2枚でタツジン払わないで撃てる?」) is entered
the same way (1204, 1207): the engine's コトダマ entry pays its コスト alone — the タツジン・コスト
unpaid; only with its コスト and the エテル told (the payment is what is asked; 「手札のタツジン付きの
コトダマ、タツジン払わずに撃てる?」 alone stays another plan's), its text taken as no bar (a note says so).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks, sides
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, refusal, tell
from service.engine.scenario import SimulationResult

# the タツジン・コスト said unpaid: 「タツジン・コスト払わずに」「タツジン払わない」「タツジン・コスト無しで」
# 「(本体の/普通の)コスト(3)だけ払って/でエントリー」
UNPAID = re.compile(
    r"タツジン(?:・コスト)?\s*(?:は|を)?\s*(?:支払|払)わ(?:ず|ない|なく)"
    r"|タツジン(?:・コスト)?\s*(?:は)?\s*(?:無し|なし)"
    r"|(?<!タツジン・)(?<!タツジン)コスト\s*[0-9]*\s*だけ"
)
# the card's own コスト (or its エテル) said unpaid (「通常のコストは払わずに」「エテルを払わないで」): no
# optional cost (1404.2) but the entry's cost (1204.2h) — the question is not the unpaid タツジン's
_COST_UNPAID = re.compile(
    r"(?<!タツジン・)(?<!タツジン)(?:コスト|エテル)\s*[0-9]*\s*(?:は|を|も)?\s*"
    r"(?:(?:支払|払)わ(?:ず|ない|なく)|(?:無し|なし)で|ゼロで|0で)"
)
_ALLOWED = {
    Role.KEYWORD: ("タツジン",),
    Role.CARD: ("character",),
    Role.STAT: ("cost", "tatsujin"),
    Role.QUANTITY: ("etel",),
    Role.STATE: ("active",),
    Role.ACTION: ("play", "pay"),
    Role.TURN: ("self_turn",),
}
_QUIET = (Role.ASK, Role.OWNER, Role.NEUTRAL)
# the terms an entry's payment is told with (「エントリー」「エテルを支払う」 of the タツジン text, the
# phase it is entered in); any other (「ダメージチェック」「エンドフェイズ」「エテル・ステップ」) names a
# moment the one-entry run does not hold: 602.1/1206.1 refuse a character then, 802.4 a コトダマ (audit13)
_TERMS = ("kotodama", "エントリー", "エテルを支払う", "キャラクターフェイズ")
# something told on the コトダマ空間 (「コトダマ空間に…」「…が積まれてる」「ダメチェ中」): no entry of a
# character (602.1), and only a pass over a damage check (802.4) — the run's コトダマ空間 is empty
_BUSY = re.compile(r"コトダマ\s*空間|積(?:ま|ん|み|む|め)|ダメ(?:ージ)?\s*[・･]?\s*チェ|チェック|解決")


def _fits(f: Fact) -> bool:
    if f.role in _QUIET:
        return True
    if f.role is Role.TERM:  # a コトダマ is entered as one (1207), its タツジン・コスト unpaid all the same
        return f.concept in _TERMS and f.owner in (None, "self")
    if f.role is Role.ACTION and f.concept == "cast":
        return not f.negated  # 「撃てる?」: a コトダマ's entry
    if f.role is Role.ACTION and f.concept == "pay":
        return True  # 「払わずに」「コストだけ払って」: the unpaid タツジン・コスト is read from the text
    if f.negated or f.concept not in _ALLOWED.get(f.role, ()):
        return False
    return f.owner in (None, "self")


def _one(reading: Reading, concept: str) -> tuple[bool, int | None]:
    """(consistent, value): the one value of a stat said once or restated the same."""
    values = {f.value for f in reading.of(Role.STAT, Role.QUANTITY) if f.concept == concept}
    if len(values) > 1 or any(not isinstance(v, int) for v in values):
        return False, None
    return True, next((int(v) for v in values if isinstance(v, int)), None)


def tatsujin_unpaid(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "can" or not UNPAID.search(reading.text):
        return None
    if _COST_UNPAID.search(reading.text):
        return None  # the entry's own cost unpaid (1204.2h), not only the タツジン・コスト
    if not any(f.role is Role.KEYWORD and f.concept == "タツジン" for f in reading.facts):
        return None
    if _BUSY.search(reading.text):
        return None  # the コトダマ空間 told holding something (602.1, 802.4): not the empty one run
    named = [f for f in reading.facts if f.role is Role.TERM and f.concept == "kotodama"]
    kotodama = bool(named)
    if kotodama and (reading.of(Role.CARD) or len(named) > 1):
        return None  # a コトダマ beside a character, or two: which card is entered is not plain
    entered = ("cast", "play") if kotodama else ("play",)
    if not any(f.role is Role.ACTION and f.concept in entered and not f.negated for f in reading.facts):
        return None
    if not kotodama and any(f.role is Role.ACTION and f.concept == "cast" for f in reading.facts):
        return None  # 「撃つ」 of no コトダマ told
    if not all(_fits(f) for f in reading.facts):
        return None
    (ok_cost, cost), (ok_t, tatsujin), (ok_e, etel) = (_one(reading, c) for c in ("cost", "tatsujin", "etel"))
    if not (ok_cost and ok_t and ok_e) or (etel is not None and cost is None):
        return None  # two cards, or an エテル whose sufficiency the untold コスト would decide
    if kotodama and (cost is None or etel is None):
        return None  # a コトダマ's payment asked with its コスト and エテル untold: not plain enough to run
    notes: list[str] = (
        [
            "コトダマのテキスト(対象の選択など)はエントリーを妨げないものとして、コストの支払いだけを扱っています。"
        ]
        if kotodama
        else []
    )
    if cost is None:
        cost = 1
        notes.append(
            f"コストが書かれていないので、コスト1の{'コトダマ' if kotodama else 'キャラ'}として扱っています。"
        )
    if etel is None:
        etel = cost
        notes.append(
            f"エテルの枚数が書かれていないので、コストちょうど({cost}枚)のアンタイ・オジギ状態のエテルとして扱っています。"
        )
    if tatsujin is None:
        tatsujin = 1
        notes.append(
            "タツジン・コストが書かれていないので、1として扱っています(支払わないので結果は変わりません)。"
        )
    card: dict[str, Any] = {
        "id": "c",
        "name": "タツジンを持つコトダマ" if kotodama else "タツジンを持つキャラ",
        "cost": cost,
        "tatsujin": tatsujin,
        "keywords": ["タツジン"],
        **({"kind": "kotodama"} if kotodama else {}),
    }
    entry: dict[str, Any] = (
        {"kind": "kotodama", "player": PLAYER1, "card": "c"}
        if kotodama
        else {"kind": "enter", "player": PLAYER1, "card": "c", "tatsujin": False}
    )
    payload: dict[str, Any] = {
        "phase": "character",
        PLAYER1: {"etel": etel, "hand": [card]},
        "actions": [entry],
    }
    who = sides(reading)

    def head(sim: SimulationResult) -> str:
        refused = refusal(sim)
        if refused:
            return f"エントリーできません: {refused}"
        return (
            f"タツジン・コストは支払うかどうかを選べる追加のコストなので、支払わずにコスト{cost}だけで"
            "エントリーできます(タツジンの追加の効果が得られないだけです)"
        )

    return BuiltScenario(
        f"{GAME}.plan.tatsujin_unpaid", payload, tell(head, who, ("rejected", "entry"), 3), tuple(notes)
    )
