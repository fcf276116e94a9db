"""An act told as the cause of a card's state (「そいつは相手のサブステップで攻撃したから
アクション状態」「相手のキャラはアタックしてレストになった」「さっき攻撃されてスタンしてる」): history
the state carries, not an act of the run. Read as an act, the plans had run it — kiseki-ae-02 ran the
opponent's told attack for the asker's asked one ('no' stated for another question) — or withheld the
everyday question whole. Only the other player's act (its card the topic, or its turn or step told),
with no target said before it in its sentence (「…で相手リーダーを攻撃してアクト状態」 dealt damage the
question may count: that one stays an act), outside the asking sentence.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from service.answering.reading.model import Fact, Role
from service.answering.reading.told_again import asking_start

_ACTS = frozenset({"attack", "aisatsu", "attacked"})
_STATES = frozenset({"rested", "stunned"})
# 「殴り合った結果」「攻撃した結果」: the act's outcome told after it as the question's values
_RESULT = re.compile(r"[^\s、。?？!！]{0,4}?た\s*結果")
_NOW_TURNS = frozenset({"opponent_turn", "self_turn"})
# 「攻撃したから」「アタックして」「攻撃されたので、もう」: the act's verb ending as a cause, then the state
_CAUSE = re.compile(
    r"\s*(?:さ\s*れ|され)?\s*(?:し|っ)?\s*(?:た|て)\s*(?:から|ので|せいで|ため)?\s*[、,]?\s*"
    r"(?:もう|まだ|既に|すでに|ずっと)?\s*"
)
# a target said before the act in its sentence: 「相手リーダーを」「そのキャラに」
_TARGET = re.compile(
    r"を|(?:リーダー|キャラ(?:クター)?|フォロワー|UNIT|ユニット|プレイヤー|本体|相手)\s*(?:に|へ)"
)
# the other player named before the act in its sentence (its card as the topic, its turn or step): the
# other player's act is the one a run would otherwise make the asked act of
_OTHER = re.compile(r"相手|向こう|あっち")
_SENTENCE = re.compile(r"[。!！?？\n]")


def history_acts(question: str, facts: Sequence[Fact]) -> list[Fact]:
    """`facts` with each act told as the cause of a following state made neutral (``history``)."""
    asking = asking_start(question)
    states = [f for f in facts if f.role is Role.STATE and f.concept in _STATES and not f.negated]
    out = list(facts)
    for i, f in enumerate(out):
        if f.role is not Role.ACTION or f.concept not in _ACTS or f.negated or f.start >= asking:
            continue
        if _RESULT.match(question, f.end):  # 「殴り合った結果、…絆−2」: the values told are its outcome
            out[i] = replace(f, role=Role.NEUTRAL, concept="history")
            continue
        cause = _CAUSE.match(question, f.end)
        if cause is None or not any(cause.end() <= s.start <= cause.end() + 2 for s in states):
            continue
        begin = max((m.end() for m in _SENTENCE.finditer(question, 0, f.start)), default=0)
        if _TARGET.search(question, begin, f.start) or not _OTHER.search(question, begin, f.start):
            continue  # the asker's own act told (「自分のターンに殴ったからオジギ」): the plans read its turn
        out[i] = replace(f, role=Role.NEUTRAL, concept="history")
        # the turn or step the history act is told in is past too (「相手のフォロワーは相手のターンに攻撃して
        # アクト状態のまま。俺の…でそいつを攻撃できる?」 had run the opponent's turn, its acted follower
        # attacking: 'no' stated for the asker's attack, 8.4.2)
        out = [
            replace(t, concept="previous_turn")
            if t.role is Role.TURN and t.concept in _NOW_TURNS and begin <= t.start and t.end <= f.start
            else t
            for t in out
        ]
        # the state is the sentence topic's (「相手のキャラ(パワー4000)は相手のターンにアタックしたから
        # レスト」: the act's 相手のターン had left the state no owner, and a plan put it on the asker's card)
        topic = _TOPIC.match(question, begin)
        if topic is not None:
            owner = "opponent" if topic.group(1) in ("相手", "向こう", "あっち") else "self"
            out = [
                replace(s, owner=owner)
                if s.role is Role.STATE and s.owner is None and cause.end() <= s.start <= cause.end() + 2
                else s
                for s in out
            ]
    return out


# 「相手のキャラ(…)は」「俺のUNITが」: the sentence opens on an owned card as its topic
_TOPIC = re.compile(
    r"\s*(相手|向こう|あっち|自分|俺|私|僕|こっち|こちら|うち)\s*の\s*[^、。!！?？\s]{1,12}?"
    r"\s*(?:[((][^()()]{0,16}[))])?\s*(?:は|が|って|も)"
)
