"""Reading helpers shared by the Shadowverse Evolve plans: seats, sentences, and the cards a question
describes, all from the reading's facts (never from the question's wording).

Seats follow the engine (`service/engine/sve/scenario.py`): ``player1`` is the turn player. The asker
(owner ``self``) is ``player1`` unless the question puts the situation in the opponent's turn
(「相手のターン」, or the opponent attacks: 「攻撃してきた」), then the asker is ``player2``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from service.answering.plans.restricted_holder import holds
from service.answering.plans.sve_listed import new_card, pair_written, pronoun_sentence
from service.answering.reading.acting import told_there
from service.answering.reading.model import Fact, Reading, Role
from service.engine.events import Result
from service.engine.scenario import SimulationResult

ASKER_TURN: Mapping[str, str] = {"self": "player1", "opponent": "player2"}
OPPONENT_TURN: Mapping[str, str] = {"self": "player2", "opponent": "player1"}
WORD = {"self": "自分", "opponent": "相手"}
# sve's keywords the engine runs (service/engine/sve/scenario.py `Keyword`)
KEYWORDS = frozenset({"守護", "疾走", "突進", "指定攻撃", "威圧", "ドレイン", "必殺", "オーラ", "クイック"})
# roles a plan must account for itself: anything else decisive is left to the gate
CARD_ROLES = frozenset({Role.STAT, Role.KEYWORD, Role.STATE})


def seats(reading: Reading) -> Mapping[str, str]:
    """The asker's seat: player2 when the opponent is the turn player (「相手のターン」「攻撃してきた」)."""
    theirs = any(
        (f.role is Role.TURN and f.concept == "opponent_turn") or (f.concept == "attacked")
        for f in reading.facts
        if not f.negated
    )
    return OPPONENT_TURN if theirs else ASKER_TURN


# a number asked with a counter of cards (「2体出せる?」「3枚置ける?」) counts the cards acted on
_COUNTED = re.compile(r"\s*(?:体|枚|つ|個)")


def unbound_numbers(reading: Reading) -> bool:
    """A bare number no fact explains, other than 0 or 1 (「ちょうど0」「もう1体」): a plan does not
    know what it counts (「2ダメージを2回」 read before 「2回」 was a fact)."""
    counts = {f.value for f in reading.of(Role.QUANTITY) if f.concept == "field_count"}  # 「2体で」 again
    if any(f.concept == "about:repeat" for f in reading.asks()):
        # 「…引く効果を2回使ったら負け?」: a repeat count read in the asked tail is still how many times
        # the effect is used; no plan scripts a repeat, and the gate accounts no asked fact
        return True
    if any(
        f.concept == "about:number" and isinstance(f.value, int) and f.value >= 2
        and _COUNTED.match(reading.text, f.end)
        for f in reading.asks()
    ):  # fmt: skip
        return True  # 「フォロワーを2体出せる?」: the cards asked to be played, not one card (8.2.1, 4.4.4.1)
    return any(
        isinstance(f.value, int) and f.value >= 2 and f.value not in counts for f in reading.of(Role.NUMBER)
    )


# 「相手のスペルで」「相手のカードの効果により」「相手のファンファーレで」: the owner word names the source
# of an effect, not the owner of the card it acts on
_CAUSE = re.compile(
    r"\s*の\s*(?:スペル|カード|効果|能力|アミュレット|ファンファーレ|ラストワード)"
    r"(?:\s*の\s*(?:効果|能力))?\s*(?:で|により|によって)"
)


def cause_owner(reading: Reading, f: Fact) -> bool:
    """Whether the owner word `f` names whose card or effect caused something (「相手のスペルで2ダメージ
    食らった」), not whose card it was done to."""
    return f.role is Role.OWNER and _CAUSE.match(reading.text, f.end) is not None


def game_over(sim: SimulationResult, me: str) -> str:
    """The game's end told from the asker's seat `me` (「相手が敗北し、自分の勝利になります」)."""
    o = sim.outcome
    if o.result is not Result.GAME_OVER:
        return ""
    if o.draw:
        return "両者が同時に敗北し、ゲームは引き分けになります"
    won = o.winner == me
    return f"{'相手' if won else '自分'}が敗北し、{'自分' if won else '相手'}の勝利になります"


def sentence(reading: Reading, at: int) -> tuple[int, int]:
    """The bounds of the sentence holding offset `at` (split at 。 and ?)."""
    text = reading.text
    start = max(text.rfind(c, 0, at) for c in "。??") + 1
    ends = [i for i in (text.find(c, at) for c in "。??") if i >= 0]
    return start, min(ends) if ends else len(text)


@dataclass(slots=True)
class Described:
    """A follower the question describes: its noun (if any) and the stat, keyword and state facts
    that belong to it, in order."""

    noun: Fact | None
    facts: list[Fact] = field(default_factory=list)

    @property
    def owner(self) -> str | None:
        owners = {f.owner for f in self.all() if f.owner in ("self", "opponent")}
        return owners.pop() if len(owners) == 1 else None

    @property
    def conflicting(self) -> bool:
        """Two owners, or one stat given twice with different values (two cards read as one)."""
        owners = {f.owner for f in self.all() if f.owner in ("self", "opponent")}
        stats: dict[str, set[object]] = {}
        for f in self.facts:
            if f.role is Role.STAT:
                stats.setdefault(f.concept, set()).add(f.value)
        return len(owners) > 1 or any(len(v) > 1 for v in stats.values())

    def all(self) -> list[Fact]:
        return ([self.noun] if self.noun is not None else []) + self.facts

    @property
    def count(self) -> int:
        """「フォロワーが2体」: alike followers."""
        n = self.noun.value if self.noun is not None and self.noun.role is Role.QUANTITY else 1
        return n if isinstance(n, int) and n > 0 else 1

    def stat(self, name: str) -> int | None:
        value = next((f.value for f in self.facts if f.role is Role.STAT and f.concept == name), None)
        return value if isinstance(value, int) else None

    def keywords(self) -> list[str]:
        return [f.concept for f in self.facts if f.role is Role.KEYWORD and not f.negated]

    def states(self) -> set[str]:
        return {f.concept for f in self.facts if f.role is Role.STATE and not f.negated}

    def end(self) -> int:
        return max(f.end for f in self.all())


def _in_parens_after(reading: Reading, noun: Described | None, f: Fact) -> bool:
    if noun is None or noun.noun is None:
        return False
    gap = reading.text[noun.noun.end : f.start]
    return gap.lstrip().startswith(("(", "(")) and not any(c in gap for c in ")）。")


# 「アクト状態の…フォロワー」 is attributive; 「スタンド状態のまま」 is said of a card named before, and
# 「威圧持ちなんだけど」「…なので」 is the copula of a predicate (said of the noun before)
_ATTRIBUTIVE = re.compile(r"\s*[】」]?\s*(?:状態|持ち)?\s*(?:の(?!まま)|な(?![んのら]))|\s*[】」]?\s*を?持つ")


_PAREN = re.compile(r"^\s*[((][^()()]*[))]")
_OF_LEADER = re.compile(r"\s*の\s*(?:(?:相手|自分|こっち|向こう|俺)\s*の?)?\s*")


def _noun(f: Fact) -> bool:
    """A follower noun: 「フォロワー」, or 「フォロワーが2体」 (a count of alike followers)."""
    if f.role is Role.CARD:
        return f.concept == "follower"
    if f.role is not Role.QUANTITY or f.concept != "field_count":
        return False
    # 「(相手の)場にフォロワーが1体」 names cards; 「場にフォロワーは0体」 tells the field empty (attack's
    # said_empty), no card
    said = re.sub(r"^場\s*(?:に|には|の)\s*", "", f.text) if f.value != 0 else f.text
    return said.startswith(("フォロワー", "キャラ"))


# 「横向きにしてた」「アクト状態にした」「アクトさせた」: a state a card was put in
_MADE_STATE = re.compile(r"\s*(?:状態)?\s*(?:に|へ)\s*(?:し|させ|なっ)|\s*(?:させ|さ)(?:た|て)")


def _predicated(reading: Reading, noun: Described, f: Fact) -> bool:
    """「フォロワーが、…アクト状態で残ってる」「フォロワーが全部スタンド状態」「フォロワーが【威圧】持ち」:
    a state, keyword or stat said of the noun its が/は marks, in the same sentence with no other
    card noun between (a keyword or stat also with no comma between)."""
    if noun.noun is None or f.owner not in (None, noun.owner):
        return False
    if _ATTRIBUTIVE.match(reading.text, f.end):  # 「アクト状態の攻撃力4のフォロワー」: the next noun's
        return False
    if f.role is Role.STATE and _relative_state(reading, noun, f):
        return False
    after = reading.text[noun.noun.end : f.start]
    if f.role is not Role.STATE and any(c in after for c in "、,"):
        return False
    if any(c.role is Role.CARD and noun.noun.end <= c.start < f.start for c in reading.facts):
        return False
    if "。" in after or noun.end() > f.start:
        return False
    # 「ドレイン持ち(攻撃力3・体力4)がアクト状態」: the noun's parenthesis comes before its が/は
    said = _PAREN.sub("", after, count=1).lstrip()
    if f.role is Role.STATE and said.rstrip() == "を" and _MADE_STATE.match(reading.text, f.end):
        return True  # 「フォロワーを横向きにしてた」「アクトさせた」: the state the noun was put in
    return said.startswith(("が", "は")) or (f.role is Role.STATE and _topic(reading, noun, after))


# 「横向きになってる」「アクトしてる」「横向きの」: a state said as a relative clause (…になってる Xの…)
_RELATIVE = re.compile(r"\s*(?:状態)?\s*(?:に\s*なって(?:い)?る|に\s*なった|して(?:い)?る|の)\s*")


def _relative_state(reading: Reading, noun: Described, f: Fact) -> bool:
    """「相手のフォロワーが、横向きになってるこっちの必殺持ちに攻撃してきた」: a state followed by a
    relative clause's end and another owner's 「…の」 modifies the card that owner word opens, not the
    noun its が marks (sve-br-07, sve-bu-15: the attacked follower's アクト had gone to the attacker)."""
    m = _RELATIVE.match(reading.text, f.end)
    if m is None:
        return False
    return any(
        o.start == m.end() and o.owner in ("self", "opponent") and o.owner != noun.owner
        for o in reading.of(Role.OWNER)
    )


def _state_apart(reading: Reading, before: Described, pending: list[Fact]) -> bool:
    """「相手の場にフォロワーが1体。アクトしてる。」「…フォロワー1体。そいつはアクト状態。」: a sentence
    of states alone, right after the sentence that described one card with no state of its own, is
    said of that card — not of a card named later (audit 9: it had gone to the asker's follower); not
    after an action (「…で攻撃。アクト状態になった。」 is a result)."""
    if not all(f.role is Role.STATE and not f.negated for f in pending) or before.states():
        return False
    gap = [f for f in reading.facts if before.end() <= f.start < pending[0].start]
    if any(f.role in (Role.ACTION, Role.CARD) or f.role in CARD_ROLES for f in gap):
        return False
    between = reading.text[before.end() : pending[0].start]
    return between.count("。") == 1 and not any(c in between for c in "??")


def _topic(reading: Reading, noun: Described, after: str) -> bool:
    """「相手の【守護】持ちフォロワー、アクトされずにスタンド状態で立ってる」: a noun that opens its
    sentence, followed by a comma with its は left out, is the topic the state after it is said of —
    only when nothing happens in the sentence before it (「…出したけどフォロワー、」 is another clause)
    and only states come between (「自分のフォロワー、相手に守護持ちがいてそいつはアクト状態」 is not)."""
    if noun.noun is None or not after.lstrip().startswith(("、", ",")):
        return False
    gap = [f for f in reading.facts if noun.noun.end <= f.start < noun.noun.end + len(after)]
    if any(f.role not in (Role.STATE, Role.NEUTRAL) for f in gap):
        return False
    start = max(reading.text.rfind(c, 0, noun.noun.start) for c in "。??") + 1
    return not any(
        f.role in (Role.ACTION, Role.CARD) and start <= f.start < noun.noun.start for f in reading.facts
    )


def _leader_of(reading: Reading, f: Fact, leader: Fact | None, noun: Described | None) -> bool:
    """「相手リーダーの体力が残り4」「自分のリーダーは体力10」: a 体力 right after a leader noun (no
    follower noun or comma between) is the leader's."""
    if f.concept != "health" or leader is None or leader.end > f.start:
        return False
    if noun is not None and noun.end() > leader.end:
        return False
    return not any(c in reading.text[leader.end : f.start] for c in "、。,")


# 「殴ったらちょうど0なんだけど」: the lexicon's 体力 told as a result (sve.jsonl), no noun before it
_RESULT = ("ちょうど", "ぴったり", "きっかり")


def told_result(f: Fact) -> bool:
    """A leader's 体力 told as where the attacks leave it (the gate checks the run ends there)."""
    return f.role is Role.STAT and f.concept == "health" and f.text.startswith(_RESULT)


# 「相手のアクトしてる1/1に、3/2のフォロワーで」: attributes closed by a case particle and a comma are
# the object named by its stats, a card of their own (not the next noun's); so are those closed by
# 「で、」, the card used (「俺の【必殺】持ち、攻撃力0/体力3(前のターンから場にいる)で、相手の…」,
# sve-by-20), a parenthesis of its own told between
_OBJECT = re.compile(r"\s*[)）]?\s*(?:[((][^()()]*[))])?\s*(?:に|を|へ|で)\s*[、,]\s*")

# 「相手の3/3が俺の…を攻撃してきた」: a pair closed by が, the attacking subject, also ends before the owner
_CLOSED = re.compile(r"\s*[)）]?\s*(?:[((][^()()]*[))])?\s*(?:に|を|へ|で|が)\s*")


def describe(reading: Reading) -> tuple[list[Described], dict[str, int]]:
    """The followers the question describes and the leaders' stated 体力 by owner.

    A stat, keyword or state belongs to the next follower noun (「攻撃力4・体力3の自分のフォロワー」)
    or, in a parenthesis right after a noun, to that noun (「フォロワー(体力4)」); attributes no noun
    follows before an action or the sentence's end (「相手のアクト状態の攻撃力3・体力5を攻撃した」)
    describe a follower of their own."""
    out: list[Described] = []
    leaders: dict[str, int] = {}
    pending: list[Fact] = []
    last: Described | None = None
    leader: Fact | None = None
    text = reading.text
    for f in reading.facts:
        if told_result(f):
            continue  # 「殴ったらちょうど0」: where the run must end, checked by the gate, no card's stat
        stats = any(p.role is Role.STAT for p in pending)
        named = stats and _OBJECT.fullmatch(text, pending[-1].end, f.start) is not None
        # 「俺の5/6(…)で相手の4/8に」: a pair closed by its particle right before another owner's word
        named = named or (
            stats
            and f.role is Role.OWNER
            and _CLOSED.fullmatch(text, pending[-1].end, f.start) is not None
            and paired(reading, Described(None, pending))
        )
        pair = f.role in CARD_ROLES and new_card(text, pending, f)  # 「2/2(アクト)、3/1」: two cards
        if pending and (any(c in text[pending[-1].end : f.start] for c in "。??") or named or pair):
            if not named and out and _state_apart(reading, out[-1], pending):
                out[-1].facts.extend(pending)  # 「相手の場にフォロワーが1体。アクトしてる。」
            elif (
                not named
                and out
                and out[-1].noun is not None
                and pronoun_sentence(text, reading.facts, out[-1].end(), pending)
            ):
                out[-1].facts.extend(pending)  # 「…【守護】持ちが1体。でもそいつ【威圧】もある。」
            else:
                out.append(Described(None, pending))
            pending = []
        if _noun(f):
            last = Described(f, pending)
            out.append(last)
            pending = []
        elif f.role is Role.CARD and f.concept == "leader":
            leader = f
            # 「体力5の相手リーダー」: a 体力 joined to the leader noun right after it is that leader's
            said = pending[-1] if pending else None
            joined = said is not None and _OF_LEADER.fullmatch(text, said.end, f.start) is not None
            if said is not None and joined and said.concept == "health" and isinstance(said.value, int):
                leaders[f.owner or said.owner or "?"] = said.value
                pending.pop()
        elif f.role in CARD_ROLES:
            if _leader_of(reading, f, leader, last) and isinstance(f.value, int):
                owner = f.owner or (leader.owner if leader is not None else None)
                leaders[owner or "?"] = f.value
            elif last is not None and (_in_parens_after(reading, last, f) or _predicated(reading, last, f)):
                last.facts.append(f)
            elif last is not None and last.noun is not None and holds(reading.text, last.noun.end, f):
                last.facts.append(f)  # 「フォロワーに「…は破壊されない」ってある」 (restricted_holder)
            else:
                pending.append(f)
        elif f.role is Role.ACTION and pending:
            out.append(Described(None, pending))
            pending = []
    if pending:
        out.append(Described(None, pending))
    return out, leaders


# 「俺のフォロワーは【ドレイン】持ち。」: a noun marked as the topic, its facts said after it
_TOPIC_AFTER = re.compile(r"\s*(?:は|って|も)")


def restated(reading: Reading, described: list[Described]) -> list[Described]:
    """「…俺のアクト状態の攻撃力4体力5のフォロワーに攻撃してきた。俺のフォロワーは【ドレイン】持ち。」:
    a follower noun of one owner opening a later sentence as its topic, with only facts predicated
    of it, is the one card of that owner described before, told more (sve-bw-07: two cards had been
    read and the fight declined). Not when that owner has several cards (which one is not said), a
    count, or a stat the first gives another value."""
    out = list(described)
    for d in described:
        if d.noun is None or d.owner is None or not d.facts or d.count != 1:
            continue
        if any(f.start < d.noun.start for f in d.facts) or not _TOPIC_AFTER.match(reading.text, d.noun.end):
            continue
        start = max(reading.text.rfind(c, 0, d.noun.start) for c in "。??") + 1
        opening = [f for f in reading.facts if start <= f.start < d.noun.start and f.role is not Role.NEUTRAL]
        if any(f.role is not Role.OWNER or f.owner != d.owner for f in opening):
            continue  # 「俺のフォロワーは」 opens the sentence: nothing else said before the noun
        same = [o for o in out if o is not d and o.owner == d.owner and o.noun is not None]
        if len(same) != 1 or same[0].end() > start or same[0].count != 1:
            continue
        merged = Described(same[0].noun, same[0].facts + d.facts)
        if merged.conflicting:
            continue
        out = [merged if o is same[0] else o for o in out if o is not d]
    return out


def echo(d: Described, others: list[Described]) -> bool:
    """A group with no noun that only repeats what another card has (「守護を無視して」)."""
    if d.noun is not None:
        return False
    # a stat is compared with its value: 「俺の3/4で、相手の2/5を」 is two cards, the first no echo of the
    # second's 攻撃力/体力 (sve-aa-18: the attacker had been dropped and the fight declined)
    said = {_said(f) for o in others if o is not d for f in o.facts}
    return all(_said(f) in said for f in d.facts)


def paired(reading: Reading, d: Described) -> bool:
    """「3/4で殴った」「相手の2/5」: a group with no noun whose 攻撃力 and 体力 are written as one pair is a
    follower as players name one (a leader has no 攻撃力), not attributes astray."""
    return d.noun is None and pair_written(reading.text, d.facts)


def card_like(reading: Reading, d: Described) -> bool:
    """A card noun, or a noun-less 「攻撃力/体力」 pair (`paired`)."""
    return d.noun is not None or paired(reading, d)


def actor_like(reading: Reading, d: Described) -> bool:
    """A card of the attacker's side (or of no owner, `card_like`) not told to be there as the condition
    of the act (`told_there`: 「【守護】を持つアクト状態のフォロワーがいる時」): no side's actor."""
    told = d.noun is not None and told_there(reading, d.noun)
    return (d.owner is not None or card_like(reading, d)) and not told


def _said(f: Fact) -> tuple[Role, str, object]:
    return (f.role, f.concept, f.value if f.role is Role.STAT else None)
