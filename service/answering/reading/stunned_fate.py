"""軌跡 TCG: a UNIT beaten in a fight is stunned, not removed — what a destroyed ask about it means.

A UNIT whose DEF an attack's STR reaches is stunned (804.11a-2, 804.11a-4): it stays on the field
face down and acted (1306.2a), its crafts void (1306.2c), its controller losing its CPコスト in 絆
(1306.3); only in the recovery phase does it go to the 軌跡, unless its player chooses it to recover
(705.6). Players say the stun by 「落ちる」「やられる」「倒れる」「無事じゃない」, so an ask of that
kind is answered by whether the asked UNIT was stunned (blind Y kiseki-by-15 had stated 「場に残り
ます」 for an attacker the 応戦 stunned: no card had moved). An ask of the place (「場に残る?」
「軌跡に行く?」「場から消える?」) about a UNIT stunned in the run is not answered: it stays on the
field now and leaves it later only if not chosen to recover — the run's end does not decide it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from service.engine.events import Event

# the state that takes a card out of a fight without moving it (kiseki 1306.2: スタン状態)
_OUT_STATES = {"kiseki": "stunned"}
# the place a card is, asked (the common lexicon's 「場に残る?」「トラッシュ行き?」, kiseki's 「軌跡送り?」)
_PLACE = re.compile(r"場に残|場から|軌跡|トラッシュ|退場|消滅")

PLACE_UNDECIDED = (
    "スタンしたUNITは回復フェイズまで裏向きアクション状態で場に残り(1306.2a)、その後軌跡に置かれるか"
    "回復するかは選択によります(705.6)。場に残るかどうかには答えられません"
)


def beaten(game: str, events: Sequence[Event]) -> set[str]:
    """The cards the run put into the state that takes a card out of the fight (kiseki: stunned)."""
    key = _OUT_STATES.get(game)
    if key is None:
        return set()
    return {
        str(e.data.get("card"))
        for e in events
        if e.type == "set_state" and e.data.get("key") == key and e.data.get("value") is True
    }


def place_asked(ask_text: str) -> bool:
    """The ask names the place (場に残る? 軌跡に行く?), not the card's defeat (落ちる? 無事?)."""
    return _PLACE.search(ask_text) is not None
