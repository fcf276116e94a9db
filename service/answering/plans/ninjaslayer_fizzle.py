"""ニンジャスレイヤー plan: a コトダマ whose chosen target left the field before it resolved.

「「相手のキャラを1人選び、2ダメージを与える。カードを1枚ドローする。」のコトダマを撃った(撃った後の
手札3枚)。相手が対応してそのキャラを手札に戻した。解決後の手札は何枚?」: 1205.1a — the part of the
effect about the target that is no longer there is not carried out, the rest is (the draw): 3 + 1.

Run: the caster's コトダマ printed with the quoted damage to one character of the other player and
the quoted draw; the other player answers with a コトダマ returning that character to the hand
(named in the notes when the question says only 「場からいなくなった」); both resolve (the answer first,
802.5). Asked: the caster's hand after the resolution, or how many cards the caster draws. The hand
told 「撃った後の手札N枚」 is the count after the entry, 「手札N枚の状態で撃った」 the one before it.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, Sides, cards_in, tell
from service.engine.scenario import SimulationResult

_QUOTES = (("「", "」"), ("『", "』"))
_ASKER = re.compile(r"自分|俺|私|僕|こっち")
_THEM = re.compile(r"相手|向こう")
_ALLOWED = {
    Role.ACTION: ("target", "damage", "draw", "return", "left_field", "use", "play", "killed", "pay", "cast"),
    Role.TURN: ("hand_after_cast",),
    Role.CARD: ("character",),
    Role.QUANTITY: ("hand",),
}
LEFT_NOTE = (
    "対象が場を離れた方法は書かれていないので、相手のコトダマで手札に戻ったものとしています(結果は同じです)。"
)
HAND_NOTE = "手札の枚数は書かれていないので、コトダマを撃つ前の手札を4枚としています。"


def _quote(text: str) -> tuple[int, int] | None:
    spans = [(m.start(), m.end()) for o, c in _QUOTES for m in re.finditer(f"{o}[^{c}]*{c}", text)]
    found = [s for s in spans if "選" in text[s[0] : s[1]] and "ドロー" in text[s[0] : s[1]]]
    return found[0] if len(found) == 1 else None


def _owner(reading: Reading, hand: Fact, span: tuple[int, int]) -> str | None:
    """The hand's owner, unless it was bound to an owner word inside the quote after it (「手札5枚から
    「相手の場の…」」: the quote's 相手 names the target's side, not the hand's): then unowned."""
    if hand.owner is None or hand.start > span[0]:
        return hand.owner
    before = [f for f in reading.of(Role.OWNER) if f.end <= hand.start]
    return hand.owner if before else None


def _caster(text: str, opened: int) -> str | None:
    """Who entered the quoted コトダマ: the subject right before the quote in its sentence."""
    start = max(text.rfind(c, 0, opened) for c in "。?？!！") + 1
    said = text[start:opened]
    m = re.search(r"(自分|俺|私|僕|こっち|相手|向こう)\s*(?:が|は)\s*[^、。]{0,12}$", said)
    if m is None:
        return "self" if not _THEM.search(said) else None
    return "self" if _ASKER.match(m.group(1)) else "opponent"


def _fits(f: Fact) -> bool:
    if f.role in (Role.ASK, Role.OWNER, Role.NEUTRAL, Role.TERM):
        return True
    if f.role is Role.MODIFIER:  # 「相手が効果で手札に戻した」: the means of the removal, whatever it is
        return not f.negated and f.concept == "effect"
    if f.role is Role.STAT:  # 「コスト3以下のキャラを1人選び」: the target's condition (`_condition`)
        return not f.negated and f.concept == "cost" and isinstance(f.value, int)
    return not f.negated and f.concept in _ALLOWED.get(f.role, ())


# 「コスト3以下の」: a condition the chosen target meets (1204.2e); its コスト is that bound
_AT_MOST = re.compile(r"\s*(?:以下|まで)")


def _condition(reading: Reading, span: tuple[int, int]) -> int | bool | None:
    """The コスト bound of the quoted target (「コスト3以下のキャラを1人選び」), None when none is
    written, False when a コスト stands anywhere else or is no upper bound."""
    costs = reading.of(Role.STAT)
    if not costs:
        return None
    if (
        len(costs) != 1
        or not span[0] < costs[0].start < span[1]
        or not _AT_MOST.match(reading.text, costs[0].end)
    ):
        return False
    return int(costs[0].value or 0)


# after the quote: another character removed (「別のキャラを手札に戻した」), a removal that failed
# (「戻そうとしたけど失敗した」)
_ELSE = re.compile(r"別の|他の|ほかの|違う|もう1体|もう一体|うと\s*(?:し|する)|失敗|できなかった|打ち消|無効")
# the caster answered its own コトダマ (「俺が対応で自分のコトダマでそのキャラを殺した」): a second card cast
# from the caster's hand
_BY_ASKER = re.compile(r"(?:^|[、。\s])(?:俺|私|僕|こっち|自分)\s*(?:が|は)")
_BY_THEM = re.compile(r"(?:^|[、。\s])(?:相手|向こう)\s*(?:が|は)")
# the asking sentence asks another count too (「手札とオヒガンは何枚?」)
# or a count at another moment, in it or after it (「今何枚?(解決前)」「撃った直後の手札は?」) — not
# 「解決前にその対象が手札に戻された」, told of the removal (blind ninjaslayer-bf-15)
_ASKED_ELSE = re.compile(
    r"オヒガン|デッキ|山札|場の|ダメージ・?ゾーン|ダメゾン|エテル|除外|解決前|直後|今|現在|時点"
)


def _sentence(text: str, at: int) -> str:
    """The sentence around `at` (to its 。/?/!)."""
    start = max(text.rfind(c, 0, at) for c in "。?？!！") + 1
    end = min((i for i in (text.find(c, at) for c in "。?？!！") if i >= 0), default=len(text))
    return text[start:end]


# the quoted text is a コトダマ's: named so, or cast (撃つ is what players do with a コトダマ)
_CAST_CARD = re.compile(r"コトダマ|撃[っちつたてと]")
# a part of the quote done only if another was (「そうしたなら」「そうした場合」「戻したことで」)
_DEPENDS = re.compile(r"そう|なら|場合|たら|ことで|により|によって|結果|代わり")
# the part of the quote about the target: its damage, its return to the hand, its kill (1205.1a)
_TARGETED = ("damage", "return", "killed")
_EFFECT = {"damage": "damage", "return": "return_to_hand", "killed": "destroy"}


def fizzled_target(reading: Reading) -> BuiltScenario | None:
    text = reading.text
    if asks(reading) != "number" or not all(_fits(f) for f in reading.facts):
        return None
    span = _quote(text)
    if span is None:
        return None
    inside = [f for f in reading.of(Role.ACTION) if span[0] <= f.start < span[1]]
    damage = [f for f in inside if f.concept in _TARGETED]
    draws = [f for f in inside if f.concept == "draw" and isinstance(f.value, int)]
    targets = [f for f in inside if f.concept == "target" and f.value in (1, None)]
    if len(damage) != 1 or len(draws) != 1 or len(targets) != 1 or len(inside) != 3:
        return None
    if damage[0].concept == "damage" and not isinstance(damage[0].value, int):
        return None
    bound = _condition(reading, span)
    if bound is False:
        return None
    if _DEPENDS.search(text, span[0], span[1]):
        return None  # 「そうしたなら、1枚ドロー」: the draw hangs on the part not done (1205.1a)
    if re.search(r"自分の|あなたの", text[span[0] : span[1]]):
        return None  # the caster's own character chosen: its return changes the caster's hand
    left = [f for f in reading.of(Role.ACTION) if f.concept in ("return", "left_field", "killed")]
    left = [f for f in left if f.start >= span[1]]  # the quote's own 「手札に戻す」 is the effect's
    if not left or any(sum(f.concept == c for f in left) > 1 for c in ("return", "left_field", "killed")):
        return None  # two cards removed: one may be the caster's own
    caster = _caster(text, span[0])
    if caster is None:
        return None
    hands = [
        *reading.of(Role.QUANTITY),
        *(f for f in reading.of(Role.TURN) if f.concept == "hand_after_cast"),
    ]
    if len(hands) > 1 or any(_owner(reading, f, span) not in (None, caster) for f in hands):
        return None
    ask = next(f for f in reading.asks() if f.concept == "number")
    asked_draw = bool(re.match(r"\s*(?:の)?\s*(?:カードを)?\s*(?:ドロー|引)", text[ask.end : ask.end + 8]))
    if not asked_draw and not re.search(r"手札", text[max(0, ask.start - 16) : ask.end]):  # 「手札は?」 too
        return None  # 「手札は何枚?」 or 「何枚ドローする?」 only
    by = (_BY_ASKER if caster == "self" else _BY_THEM).search(_sentence(text, left[0].start))
    if _ELSE.search(text, span[1]) or by:
        return None  # another card removed, an attempt that failed, the caster's own second コトダマ
    if re.search(r"(?:自分|俺|私|僕|こっち|相手|向こう)", text[ask.end :]) or _ASKED_ELSE.search(
        _sentence(text, ask.start) + text[ask.end :]
    ):
        return None  # 「…何枚?相手のね。」「手札とオヒガンは何枚?」「今何枚?(解決前)」: not the hand after it
    if not asked_draw and re.search(r"相手の\s*手札|向こうの\s*手札", text) and caster == "self":
        return None  # the other player's hand: the returned card goes there
    if not asked_draw and not _CAST_CARD.search(text):
        # 「手札3枚で「…」を使った」: a character's ability (as 1205.1a's own example) leaves no card from
        # the hand, a コトダマ does — the hand after it hangs on which, and neither is said
        return None
    notes: list[str] = []
    if hands:
        after = hands[0].concept == "hand_after_cast"
        before = int(hands[0].value or 0) + (1 if after else 0)
        if hands[0].start > span[0] and not after:
            return None  # a hand told after the quote that is not 「撃った後の手札」: a result?
    elif asked_draw:
        before = 4
        notes.append(HAND_NOTE)
    else:
        return None
    if before < 1:
        return None
    if all(f.concept == "left_field" for f in left):
        notes.append(LEFT_NOTE)
    targeted: dict[str, Any] = {"effect": _EFFECT[str(damage[0].concept)], "targets": [{"card": "x"}]}
    if damage[0].concept == "damage":
        targeted["amount"] = damage[0].value
    effects = [targeted, {"effect": "draw", "amount": draws[0].value}]
    kotodama = {"id": "k", "name": "撃ったコトダマ", "kind": "kotodama", "cost": 1, "effects": effects}
    killed = left[0].concept == "killed"  # 「相手が自分でそのキャラを殺して」: the answer kills it
    back = {
        "id": "r",
        "name": "対象を殺すコトダマ" if killed else "対象を手札に戻すコトダマ",
        "kind": "kotodama",
        "cost": 1,
        "effects": [{"effect": "destroy" if killed else "return_to_hand", "targets": [{"card": "x"}]}],
    }
    target = {"id": "x", "name": "対象のキャラ", "durability": 5, **({"cost": bound} if bound else {})}
    # the asker is the turn player (player1); the caster is the asker or the opponent (802.4: either may
    # enter a コトダマ with priority), the other player answers
    cast = PLAYER1 if caster == "self" else PLAYER2
    other = PLAYER2 if cast == PLAYER1 else PLAYER1
    payload: dict[str, Any] = {
        "phase": "character",
        cast: {"etel": 1, "hand": [kotodama, *({"name": "手札のカード"} for _ in range(before - 1))]},
        other: {"etel": 1, "hand": [back], "field": [target]},
        "actions": [
            {"kind": "kotodama", "player": cast, "card": "k"},
            {"kind": "kotodama", "player": other, "card": "r"},
        ],
    }
    who = Sides(PLAYER1, {PLAYER1: "自分", PLAYER2: "相手"})
    name = who.name(cast)
    drawn = int(draws[0].value or 0)

    def head(sim: SimulationResult) -> str:
        hand = len(cards_in(sim, cast, "hand"))
        part = f"{damage[0].value}ダメージ" if damage[0].concept == "damage" else "対象への処理"
        reason = (
            f"対象が場を離れて不適正になったので{part}は実行されませんが、対象に関わらない"
            f"{drawn}枚ドローは実行されます(1205.1a)"
        )
        if asked_draw:
            return f"{name}は{drawn}枚ドローします。{reason}"
        return f"解決後、{name}の手札は{hand}枚になります。{reason}"

    types = ("entry", "move", "no_effect", "draw", "resolve")
    return BuiltScenario(f"{GAME}.plan.fizzled_target", payload, tell(head, who, types, 6), tuple(notes))
