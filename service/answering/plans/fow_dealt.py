"""The damage an instance deals, asked by its own noun (「実際に与えられるダメージは?」「相手が受けた
ダメージは何点?」): after a 軽減 it is the damage less the reduction, or none (10.17.1.1 / 10.17.1.2),
whoever takes it — a player's life or a card's accumulated damage (10.6.1 / 10.6.2) is not what is
asked. The life plan (`fow_players.life_damage`) runs the one instance; this module says whether the
damage itself is asked and leads the answer with what the instance dealt (audit 28f: withheld when the
life was untold)."""

from __future__ import annotations

import re

from service.answering.plans.fow_common import clause_before
from service.answering.reading.model import Fact, Reading
from service.engine.scenario import SimulationResult

# 「ダメージは?」「受けたダメージは何点?」「何点のダメージ?」: the damage is the asked noun
_DAMAGE_TOPIC = re.compile(r"ダメージ\s*(?:量|の点数|の量)?\s*(?:は|って|が)?\s*(?:合計|全部で|結局)?\s*$")
# 「何点受ける?」「何点食らう?」: the damage asked by the taker's verb alone (audit 29f)
_DAMAGE_AFTER = re.compile(r"\s*(?:点)?\s*(?:(?:の)?\s*ダメージ|(?:を|が)?\s*(?:受け|食ら|喰ら|くら))")
_LIFE = re.compile(r"ライフ|蓄積")

_WHO = {"player1": "自分", "player2": "相手"}
UNSAID_TAKER = (
    "ダメージを受けるものが書かれていないため、相手プレイヤーが受けるものとしています"
    "(軽減の結果は受けるものによりません、10.17.1)。"
)


def damage_asked(reading: Reading, ask: Fact | None) -> bool:
    """The asking clause makes the damage its noun and names no life or accumulated damage."""
    if ask is None or ask.concept != "number":
        return False
    start, _end = clause_before(reading, ask)
    before = reading.text[start : ask.start]
    if _LIFE.search(before) or _LIFE.search(ask.text):
        return False
    if "ダメージ" in ask.text:  # the ask read with its noun (「ダメージは」)
        return _DAMAGE_TOPIC.search(ask.text) is not None
    return bool(_DAMAGE_TOPIC.search(before) or _DAMAGE_AFTER.match(reading.text, ask.end))


def dealt_head(sim: SimulationResult) -> str:
    """「相手が受けるダメージは300点です」: what the one instance dealt its one target (10.6.4), the taker
    named (a number asked of 「相手が受けるダメージ」 is read from the sentence naming 相手)."""
    inst = [e for e in sim.events if e.type == "damage_instance"]
    dealt = inst[0].data.get("dealt") if len(inst) == 1 else None
    if not isinstance(dealt, dict) or len(dealt) != 1:
        return "ダメージを与えます"
    taker, n = next(iter(dealt.items()))
    who = _WHO.get(str(taker), str(taker))
    amount = int(inst[0].data.get("amount", n))
    if int(n) == amount:
        return f"{who}が受けるダメージは{n}点です"
    return f"{who}が受けるダメージは{n}点です({amount}点のダメージは軽減に置き換えられます、10.17.1)"
