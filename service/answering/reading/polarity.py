"""A yes/no permission asked negatively (「払えない?」「出せないよね?」「攻撃できなくない?」): one convention
for the structured verdict and the answer text (issue 11, round 8).

The structured verdict of a can ask says whether the act CAN be done, whatever the polarity of the
question: `Verdict.value` is "yes" when the engine lets the act happen and "no" when it refuses it,
for 「払える?」 and 「払えない?」 alike — a tool builder reads the act's possibility, never agreement
with the question's wording. The reader reads both polarities as the same `can` ask (the lexicon's
ASK can entries, `lexicon/common.jsonl`); this module is the one place that reads the polarity.

The answer text answers the question as asked: to a negative ask 「はい」 agrees that the act cannot
be done (「はい、払えません。」) and 「いいえ」 denies it (「いいえ、払えます。」), and the act's possibility
is said plainly in the same sentence, once: ahead of the builder's conclusion, or — when the
conclusion's first sentence says it already (「できます。」「…で支払えません。」) — by that sentence
after 「はい、/いいえ、」.
"""

from __future__ import annotations

import re
from dataclasses import replace

from service.answering.reading.model import Fact, Reading, Role, Verdict, asked_action
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult

_HEAD = "シミュレーション結果: "
# the denial of a can ask: 「できない」「払えません」「出せなくない」「できねえ」
_DENIED = re.compile(r"な[いく]|ません|ねえ")
# what may stand between the word a negative ask is said of and the ask: 「攻撃は できない?」
_PARTICLE = re.compile(r"\s*(?:は|も|って|が|を)?\s*[、,]?\s*")
# the asked verb before its denial: 「攻撃でき」「アタックでき」「払え」「止められ」「ウィル出せ」
_VERB = re.compile(r"(?:[ァ-ヺー一-龯]{1,8})?(?:でき|出来)$|(?:[ァ-ヺー]{1,8})?[一-龯][ぁ-ん]{1,3}$")


# 「防げる?」「耐えられる?」「しのげる?」「守れる?」: a potential verb that names the battle's result for
# the defender, not an act the engine permits or refuses — the engine's 'can' (the counter or the
# attack went ahead) says nothing of it (「カウンター+2000を使ったら防げる?」 had been stated 'yes' on a
# 7000-vs-7000 hit)
_RESULT_VERB = re.compile(r"(?:防|凌|しの|耐えら|守|持ちこたえら|回避|避け)$")
# 「耐えられる?」「持ちこたえられる?」: surviving may be the battle's or the game's (a hit at life 1 is
# survived): withheld
_SURVIVED = re.compile(r"(?:耐えら|持ちこたえら)$")


def can_ask(reading: Reading) -> Fact | None:
    """The can ask the verdict answers: the first one (as `model.asked_action` reads it)."""
    return next((f for f in reading.asks() if f.concept == "can"), None)


def asked_negatively(reading: Reading) -> bool:
    """Whether the can ask denies the act (「払えない?」「できませんか?」「攻撃できなくない?」)."""
    ask = can_ask(reading)
    return ask is not None and _DENIED.search(ask.text) is not None


def result_asked(reading: Reading) -> bool:
    """The can ask is said of a result verb (`_RESULT_VERB`), not of an act."""
    ask = can_ask(reading)
    return ask is not None and _RESULT_VERB.search(reading.text[: ask.start]) is not None


# 「2体目でもブロックして守れる?」: the result sought through the act asked, joined by て (audit 28d)
_THROUGH = re.compile(r"\s*(?:し)?\s*て\s*")
# the engine's refusal of each act a result may be sought through
_REFUSALS = {"block": frozenset({"cannot_block"})}


def means_refused(reading: Reading, sim: SimulationResult) -> bool:
    """A result asked through an act (「ブロックして守れる?」) whose act the run refused (7-1-2-1): the
    result cannot be had by that act, whatever the battle would have given."""
    ask = can_ask(reading)
    action = asked_action(reading)
    if ask is None or action is None or action.end > ask.start:
        return False
    verb = _RESULT_VERB.search(reading.text[: ask.start])
    if verb is None or not _THROUGH.fullmatch(reading.text, action.end, verb.start()):
        return False
    refusals = _REFUSALS.get(action.concept, frozenset())
    return any(e.type in refusals for e in sim.events)


def prevented(reading: Reading, sim: SimulationResult) -> Verdict:
    """「防げる?」 answered by the battle the run fought: 'yes' when the attack lost (onepiece 7-1-4-2:
    nothing happens), 'no' when it dealt damage or KO'd (7-1-4-1-1, 7-1-4-1-2); withheld when an act
    was refused on the way or the run shows neither."""
    types = {e.type for e in sim.events}
    ask = can_ask(reading)
    if ask is not None and _SURVIVED.search(reading.text[: ask.start]):
        return Verdict(
            "can", None, False, "「耐えられる?」はバトルとゲームのどちらを耐えるのかが定まりません"
        )
    if "rejected" in types:
        return Verdict(
            "can", None, False, "シミュレーション中に認められなかった行動があり、防げるかを定められません"
        )
    if types & {"damage", "ko", "destroy", "killed"}:
        return Verdict("can", "no", True)
    if "battle_lost" in types:
        return Verdict("can", "yes", True)
    return Verdict("can", None, False, "「防げる?」はバトルの結果を問うもので、その結果を定められません")


def attached(reading: Reading) -> bool:
    """A negative ask is said of a verb the reading read (「攻撃できない?」「払えない?」「殴れない?」, at
    most a particle between; 「ウィル出せない?」 whose 出せ a plan rereads as will made):
    「攻撃できないだけ?スペルの対象にも取れない?」 denies 取れ, no word read, and the attack read before it
    is not what is asked. A positive ask is not checked here."""
    ask = can_ask(reading)
    if ask is None or not asked_negatively(reading):
        return True
    return any(
        f.role is not Role.ASK
        and f.start < ask.start
        and (f.end >= ask.start or _PARTICLE.fullmatch(reading.text[f.end : ask.start]) is not None)
        for f in reading.facts
    )


def reply(reading: Reading, can: bool) -> str:
    """The sentence that answers a negative can ask as asked: 「はい、払えません。」 when the act cannot
    be done, 「いいえ、払えます。」 when it can; empty for a positive ask (the builder's conclusion
    already says the possibility: 「コスト[光][光]は保有ウィルで支払えません」)."""
    ask = can_ask(reading)
    denied = _DENIED.search(ask.text) if ask is not None else None
    if ask is None or denied is None:
        return ""
    if sum(f.concept == "can" for f in reading.asks()) > 1:
        # 「そいつに攻撃できないよね?リーダーには攻撃できる?」: a 「はい/いいえ」 would answer the first
        # ask while the verdict may be the last one's; the conclusion says each possibility itself
        return ""
    verb = _VERB.search(reading.text[: ask.start + denied.start()])
    stem = verb.group() if verb is not None else "でき"
    return ("いいえ、" + stem + "ます。") if can else ("はい、" + stem + "ません。")


def _says(sentence: str, said: str, ending: str) -> bool:
    """Whether `sentence` ends (a closing 「(…)」 aside) with the reply's possibility: its own words
    (「払えません」 in 「…で支払えません」) or the generic 「できます/できません」 of the same polarity
    (「殴れません」 asked, 「アタックできません(…)」 concluded)."""
    end = re.sub(r"\([^()]*\)$", "", sentence)
    return end.endswith((said, "でき" + ending))


def told_can(reading: Reading, built: BuiltScenario, verdict: Verdict) -> BuiltScenario:
    """`built` whose conclusion starts with the reply to a negative can ask (`reply`); unchanged for
    a positive ask or a verdict not stated."""
    if not verdict.stated or verdict.asks != "can" or verdict.value not in ("yes", "no"):
        return built
    lead = reply(reading, verdict.value == "yes")
    if not lead:
        return built

    def summarize(sim: SimulationResult) -> str:
        text = built.summarize(sim)
        head = _HEAD if text.startswith(_HEAD) else ""
        body = text.removeprefix(head)
        # a conclusion whose first sentence already says the act's possibility (「できます。」
        # 「コスト[光][光]は保有ウィルで支払えません。」「その攻撃はできません(…)」) gets only
        # 「はい、/いいえ、」
        yes_no, said = lead.removesuffix("。").split("、", 1)
        again = _says(body.split("。", 1)[0], said, "ます" if verdict.value == "yes" else "ません")
        return head + (yes_no + "、" + body if again else lead + body)

    return replace(built, summarize=summarize)
