"""Force of Will §10 situations: damage (per card, to players and J/リゾネイター, prevented), destroying,
disposing, discarding, drawing, paying will, [レスト], counters and [A/B], summoning, revealing,
removing from the game and setting アディション.

Only §10 ゲーム上の行動 is in the corpus, so nothing here ends a game. Situations that need the rest
of the rules (battles, turns, defeat) are `Unsupported` with the reason; a number the result depends
on that the question leaves out is either given a documented default that cannot change the result
(said in the notes) or the situation is declined.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import partial
from typing import Any

from service.answering.extract import Facts
from service.answering.plans.fow_tell import (
    BATTLE,
    DEFEAT,
    GENERIC,
    TURNS,
    stats_head,
)
from service.answering.reading.reader import read
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios import fow_read as R
from service.answering.scenarios.common import asks
from service.answering.scenarios.fow_damage import built, card

_DEFEAT_WORDS = r"負け|敗北|勝ち|勝利|勝つ|引き分け"


# ----- out of scope -------------------------------------------------------------------------
def out_of_scope(facts: Facts) -> BuiltScenario | Unsupported | None:
    if asks(facts, r"攻撃(?!力)|アタック|バトル|ブロック|殴|戦闘"):
        return Unsupported(BATTLE)
    if asks(
        facts,
        r"先攻|後攻|[0-9]+ターン目|最初のターン|フェイズ|マリガン|初手|ターン(?:の)?(?:開始|終了|はじめ)",
    ):
        return Unsupported(TURNS)
    return None


def fallback(facts: Facts) -> BuiltScenario | Unsupported | None:
    if asks(facts, _DEFEAT_WORDS, r"同時に|ライフ(?:が|は)?(?:0|ゼロ)(?:に|点)"):
        return Unsupported(DEFEAT)
    if asks(facts, r"[0-9]+\s*(?:点|ダメージ|枚|体|個)|攻撃力|防御力|ライフ"):
        return Unsupported(GENERIC)
    return None


# ----- 10.21 カウンター / 10.19.3 [A/B] ---------------------------------------------------------------
_MOD = re.compile(r"\[?\s*([+-][0-9]+)\s*/\s*([+-][0-9]+)\s*\]?")


def modifiers(facts: Facts) -> BuiltScenario | Unsupported | None:
    m = _MOD.search(facts.text)
    if m is None or len(_MOD.findall(facts.text)) > 1:
        return None  # several [A/B]: each its own gain (the reading plans script every one)
    name = f"{int(m.group(1)):+d}/{int(m.group(2)):+d}"
    after = facts.text[m.end() :]
    atk, dfn = R.stat(facts.text, "攻撃力"), R.stat(facts.text, "防御力")
    notes: list[str] = []
    unsaid = "・".join(n for n, v in (("攻撃力", atk), ("防御力", dfn)) if v is None)
    if unsaid:
        notes.append(f"質問にない元の{unsaid}は100としています(数値修正は元の値に加えるだけです)。")
    spec: dict[str, Any] = {"id": "r", "name": "リゾネイター", "atk": 100 if atk is None else atk,
                            "defense": 100 if dfn is None else dfn}  # fmt: skip
    named = [o for o in R.mentions(R.unquoted(facts.text)) if o.kind not in ("player", "card")]
    if named and named[0].kind not in ("resonator", "j_ruler"):
        # 10.21.2 gives [A/B] to J/リゾネイター only: an アディション or 魔石 just keeps the counter
        spec = card(named[0].kind, "r", facts.text, named[0].word)
        notes = []
    ops: list[dict[str, Any]] = []
    if re.match(r"\s*(?:の)?\s*カウンター", after):
        n_m = re.search(r"([0-9]+)\s*個", after)
        n = int(n_m.group(1)) if n_m else 1
        times = 2 if asks(facts, r"別々の効果|別の効果|2つの効果|二つの効果|それぞれの効果") else 1
        ops += [{"kind": "put_counter", "card": "r", "name": name, "n": n} for _ in range(times)]
    elif re.match(r"\s*を?\s*得", after):
        ops.append({"kind": "gain_modifier", "card": "r", "modifier": name})
    else:
        return None
    amount = R.damage_amount(facts.text)
    if amount is not None:
        ops.append({"kind": "deal_damage", "targets": ["r"], "amount": amount})
    a, b = int(m.group(1)), int(m.group(2))
    gained = sum(int(op.get("n", 1)) for op in ops if op["kind"] in ("put_counter", "gain_modifier"))
    for word, base, shift in (("攻撃力", atk, a), ("防御力", dfn, b)):
        if base is not None and base + shift * gained < 0:
            return None  # below 0: what a negative value means is not in §10
        if base is None and re.search(
            rf"{word}(?:は|って|が)?\s*(?:今|いま|最終的に)?\s*(?:いくつ|何|[??])", facts.text
        ):
            return None  # the asked value is the unsaid original's plus the modification
    payload = {"player1": {"field": [spec]}, "operations": ops}
    head = partial(stats_head, atk_stated=atk is not None, def_stated=dfn is not None)
    return built("modifier", payload, head, notes)


_SITUATIONS = (
    modifiers,
    fallback,
)


def situation(facts: Facts) -> BuiltScenario | Unsupported | None:
    """One builder for the game: a battle or turn question is out of scope even when it also names
    a §10 action (「攻撃力800で…攻撃したらどっちが破壊される?」 must not become a destroy scenario)."""
    for build in (out_of_scope, *_SITUATIONS):
        found = build(facts)
        if isinstance(found, BuiltScenario) and asks(facts, _DEFEAT_WORDS):
            # the action runs, but who wins is not §10's to say: a question asking who wins or
            # loses gets no simulated 'no winner' (the rest of the rules may end the game)
            if any(f.concept == "winner" for f in read(facts.text, "fow").asks()):
                return Unsupported(DEFEAT)
            return replace(found, notes=(*found.notes, DEFEAT))
        if found is not None:
            return found
    return None


BUILDERS = (situation,)
