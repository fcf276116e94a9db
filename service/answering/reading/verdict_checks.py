"""Checks of a run against what it answers (`verdict.decide`): a refusal that cascades from an earlier
refused action, a card's fate asked after an attack the engine refused, a winner the builder's sentence
names against the reading's seating; and two of the question alone — a count asked of a removal, one card
or both offered as alternatives."""

from __future__ import annotations

import re
from collections.abc import Sequence

from service.answering.reading.battle_left import removed_by_something
from service.answering.reading.model import Accounted, Reading, Role, Status, asked_action
from service.engine.events import Result
from service.engine.scenario import SimulationResult


def cascade(sim: SimulationResult) -> bool:
    """A scripted action refused, then a later one of another kind refused too: the later (asked)
    action ran on a set-up the engine did not allow (a スクラムサポート scripted after an attack
    the engine refused), so its refusal says nothing of what is asked."""
    refused = [e.data for e in sim.events if e.type == "rejected" and isinstance(e.data.get("index"), int)]
    kinds = [(r.get("action") or {}).get("kind") or (r.get("action") or {}).get("type") for r in refused]
    return len(refused) > 1 and any(k != kinds[0] for k in kinds[1:])


_WON = re.compile(r"(自分|相手)(?:が|の)(?:勝利|勝ち)")
# 「相手はデッキが0枚になり、ルール処理で敗北します」: the loser named, the winner is the other
_LOST = re.compile(r"(自分|相手)(?:は|が)[^。]{0,30}?(?:敗北し|敗北す|負け)")


def contradicts(sim: SimulationResult, summary: str, me: str) -> bool:
    """The builder's sentence names a winner other than the one the reading's seating gives (the
    planner found the asker on the other seat: 「攻撃されたら」 simulated as the asker attacking)."""
    o = sim.outcome
    if o.result is not Result.GAME_OVER or o.draw or o.winner is None:
        return False
    said = _WON.search(summary)
    if said is not None:
        return (said.group(1) == "自分") != (o.winner == me)
    lost = _LOST.search(summary)
    return lost is not None and (lost.group(1) == "自分") == (o.winner == me)


_ATTACKS = frozenset({"attack", "aisatsu"})
_TOLD = _ATTACKS | {"attacked"}  # the reader's attack concepts (「攻撃してきた」: the opponent's)
REFUSED_REASON = (
    "攻撃がルールで認められなかったため、問われたカードの行方をその攻撃の結果として答えられません"
)


def refused_attack(sim: SimulationResult, reading: Reading) -> bool:
    """A scripted attack the engine refused, told as done before the asking sentence: a card's fate
    asked after it (「相手を攻撃した。相手はDEF5のUNITで応戦してきた。応戦したUNITはスタンする?」 — kiseki
    803.5b: no player is attacked while a UNIT may be) is not the refusal's 'stays in play' (round 21
    audit: 'no stun' had been stated). An attack in the asking sentence (「アタックしてKOしに行ける?」) is
    asked, and its refusal answers it."""
    asks = reading.asks()
    if not asks:
        return False
    opened = max(reading.text.rfind(c, 0, asks[-1].start) for c in "。?？!！\n") + 1
    told = [f for f in reading.of(Role.ACTION) if f.concept in _TOLD and not f.negated]
    if not told or any(f.start >= opened for f in told):
        return False
    for e in sim.events:
        action = e.data.get("action") if e.type == "rejected" else None
        if isinstance(action, dict) and (action.get("kind") or action.get("type")) in _ATTACKS:
            return True
    return False


_OR = re.compile(
    r"[?？]\s*(?:それとも|または|あるいは|もしくは)|か\s*[、,]\s*[^。?？]{1,30}か\s*[、,]?\s*(?:どっち|どちら)"
)
_BOTH = re.compile(r"相打ち|相討ち|両方|両者|どっちも|どちらも|共倒れ|お互い")
_ONE = re.compile(r"だけ|のみ|片方|一方")


def counted_removal(reading: Reading) -> bool:
    """「相手のライフは何枚トラッシュに置かれる?」「何体KOされる?」: a count asked in the sentence of the
    removal asked — whether a card is removed answers no count."""
    text = reading.text
    asks = reading.asks()
    return any(
        d.concept == "destroyed"
        and n.concept == "number"
        and not re.search(r"[。?？!！]", text[min(d.start, n.start) : max(d.start, n.start)])
        for d in asks
        for n in asks
    )


def alternatives(text: str) -> bool:
    """The question offers one card or both as alternatives."""
    return bool(_OR.search(text) and _BOTH.search(text) and _ONE.search(text))


# 「トリガーを発動したうえで、そのカードも手札に入れられる?」: the act told as a premise (…たうえで), another
# act asked after it — the premise's permission is not the answer (blind AY onepiece-ay-03 had stated
# 'yes' for the trigger while both was asked)
_PREMISE = re.compile(r"(?:た|て|る|し)\s*(?:うえ|上)\s*で\s*[、,]?\s*\S")
PREMISE_REASON = "「…したうえで」の後に問われている行動を、シミュレーションは行っていません"


def premise_asked(reading: Reading) -> bool:
    """The 「できる?」 asks another act than the last one read, told after it as a premise."""
    ask = next((f for f in reading.asks() if f.concept == "can"), None)
    act = asked_action(reading)
    return ask is not None and act is not None and bool(_PREMISE.search(reading.text, act.end, ask.start))


UNSCRIPTED_REMOVAL_REASON = "攻撃の後に場を離れたと書かれた「{}」をシナリオのどの行動も実行していません"


def unscripted_removal(reading: Reading, accounted: Sequence[Accounted]) -> str | None:
    """A removal told after an attack (「カウンターでアタックしてるキャラをKOした」「インターラプト・ステップ
    で俺のキャラが除外された」) held only by what the run did by itself — its events or its phase (a
    damage check's card moving, the battle's own KO): the battle the run played is not the told one,
    whose participant left before the damage (audit 26g: a damage check had been stated 'yes' for an
    アイサツ whose attacker was removed, 706.1). The removal's words, else None."""
    told = set(removed_by_something(reading))
    for a in accounted:
        if a.fact in told and a.status is not Status.NOT_MODELED and a.field in _RUN_ONLY:
            return a.fact.text
    return None


_RUN_ONLY = frozenset({"", "events", "phase"})


# 「絆を失うのはどっち? 何点?」: who, then how many — one number verdict answers the count of one player,
# which the run's conclusion may give of the other (final probe of round 28: the opponent's 0 stated for the
# asker's 3); the who word closes its question (「どっちのプレイヤーも…」 asks nobody)
_WHO_ASKED = re.compile(
    r"(?:どっち|どちら|誰|だれ)(?:のほう|の方)?\s*(?:なの|なん)?\s*(?:だ|です)?\s*(?:か|の)?\s*[??]"
)
WHO_AND_COUNT_REASON = "どちらのプレイヤーかと、その数の両方を問われています(数は一方の値しか答えられません)"


def who_and_count(reading: Reading) -> bool:
    """A number asked together with which player (「…のはどっち?」「…のは誰?」 closing a question)."""
    return any(f.concept == "number" for f in reading.asks()) and bool(_WHO_ASKED.search(reading.text))
