"""Shadowverse Evolve: does a follower's ラストワード trigger? (「自分の【ラストワード】持ちフォロワーが、
相手のスペルで破壊されて墓場に行った。ラストワードってちゃんと誘発する?」「消滅させられても発動する?」)

ラストワード is an automatic ability whose trigger is the card being put from the field into the
graveyard (12.5.1, 12.5.3). Destroyed (破壊, 5.5.1: to its owner's graveyard) it triggers; banished
(消滅, 5.6.1: to the banish zone) or returned to the hand (5.4.1) it does not — the engine's
`triggered` / `cannot_trigger` events say which. The text of the ラストワード is not asked and not
told: the scenario gives it a draw of one card, named in the notes (what it does changes nothing of
whether it triggers). The card leaves by an effect: the asker's own, or the opponent's when the
question names it (「相手のスペルで」: the opponent resolves it in its turn, the asker is player2).
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.sve_read import WORD, cause_owner
from service.answering.reading.model import Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
# how the follower left the field → the effect that moves it (5.5.1, 5.6.1, 5.4.1)
_LEAVES = {"destroy": "destroy", "banish": "banish", "return": "return_to_hand"}
_WORD = {"destroy": "破壊", "banish": "消滅", "return_to_hand": "手札に戻す効果"}


def last_word_trigger(reading: Reading) -> BuiltScenario | None:
    """The asker's (or the opponent's) follower with ラストワード leaving the field one way → triggers?"""
    action = asked_action(reading)
    if asked(reading) != "can" or action is None or action.concept != "trigger":
        return None
    words = [f for f in reading.facts if "ラストワード" in f.text and f.role in (Role.KEYWORD, Role.MODIFIER)]
    acts = [f for f in reading.of(Role.ACTION) if f is not action]
    leaves = [f for f in acts if f.concept in _LEAVES and not f.negated]
    if not words or len(leaves) != 1 or any(f not in leaves and f.concept != "use" for f in acts):
        return None  # one way of leaving, told; a second act (an attack, a play) is another story
    if any(f.concept == "trigger" and f is not action for f in acts):
        return None
    if _other_ability_asked(reading, action.start):
        return None  # 「破壊された。ファンファーレは誘発する?」: another ability's trigger asked (12.4.1)
    if reading.of(Role.STAT, Role.STATE, Role.QUANTITY, Role.TURN, Role.NUMBER):
        return None
    if any(f.concept != "ラストワード" for f in reading.of(Role.KEYWORD)):
        return None
    if any(f.concept != "effect" or ("ラストワード" not in f.text and not f.text.startswith("効果"))
           for f in reading.of(Role.MODIFIER)):  # fmt: skip
        return None
    cards = [f for f in reading.of(Role.CARD) if f.concept == "follower"]
    owners = {f.owner for f in cards + list(reading.of(Role.KEYWORD)) if f.owner is not None}
    if len(cards) > 1 or len(owners) > 1 or leaves[0].start < min(f.start for f in words):
        return None
    owner = owners.pop() if owners else "self"
    causes = {f.owner for f in reading.of(Role.OWNER) if cause_owner(reading, f)}
    if len(causes) > 1:
        return None
    # whose effect removed it: the one named (「相手のスペルで」), else the follower's owner's own
    remover = causes.pop() if causes else owner
    if owner not in WORD or remover not in WORD:
        return None  # 「各プレイヤーの」: not one follower's owner
    if any(f.owner not in (None, owner, remover) for f in reading.of(Role.OWNER)):
        return None
    # the asker is the turn player (player1): whose effect it was changes nothing of the trigger (12.5.1)
    seats = {"self": "player1", "opponent": "player2"}
    kind = _LEAVES[leaves[0].concept]
    last_word = {"timing": "last_word", "effect": "draw", "amount": 1}
    card = {"id": "x", "name": "ラストワードを持つフォロワー", "effects": [last_word]}
    payload: dict[str, Any] = {
        seats[owner]: {"field": [card], "deck": 10},
        "actions": [{"type": "resolve", "effects": [{"effect": kind, "target": {"card": "x"}}]}],
    }
    notes = (
        "ラストワードの内容は書かれていないので「カードを1枚引く」と仮定(誘発するかどうかには関わりません)。",
        f"フォロワーは{WORD[remover]}のカードの効果で場を離れたとし、自分のターンに解決しました(どちらの"
        "プレイヤーのターンでも、誘発するかどうかは同じです: 12.5.1)。",
    )
    return BuiltScenario(
        f"{GAME}.planned_last_word_trigger",
        payload,
        story(lambda sim: _head(sim, kind), types=("triggered", "cannot_trigger", "move"), limit=3),
        notes,
    )


def _other_ability_asked(reading: Reading, at: int) -> bool:
    """The asked sentence names a term other than ラストワード (ファンファーレ, 進化時, 攻撃時 …): the
    trigger asked is that ability's, not the ラストワード's (12.4.1, 12.6.1)."""
    text = reading.text
    start = max(text.rfind(c, 0, at) for c in "。??!!") + 1
    return any(
        "ラストワード" not in f.text and start <= f.start < at
        for f in reading.facts
        if f.role is Role.TERM or (f.role is Role.ASK and f.concept.startswith("about:"))
    )


def _head(sim: SimulationResult, kind: str) -> str:
    if any(e.type == "cannot_trigger" for e in sim.events):
        return (
            f"ラストワードは誘発しません(発動しません)。{_WORD[kind]}ではカードは墓場に置かれず、ラストワードは"
            "場から墓場に置かれたときに誘発します(12.5.1)"
        )
    return (
        "ラストワードは誘発します。破壊されたカードは場から墓場に置かれ(5.5.1)、それがラストワードの"
        "誘発条件です(12.5.1)"
    )
