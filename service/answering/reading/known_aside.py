"""An outcome the asker says it already knows (「倒せないのは分かってる。で、うちのキャラは落ちる?」
「勝てないのは知ってるけど」): the clause before 「のは分かってる/知ってる」 concedes what cannot happen —
the run decides that outcome anyway, so its outcome words are neither an act nor an ask. Left as facts,
「倒せ」 had been read as a destroy act of the fight and kept the plans from reading the question (blind AG
ninjaslayer-ag-04 withheld). Only a denied outcome (「倒せない」「破壊できない」) and the asks in the clause
are set aside; anything else it tells — a count, a state, a block or a destruction that happened
(「破壊されたのは分かってる」) — stays a fact. A denied outcome conceded while the card's fate is asked of a
card not the asker's (「倒せないのは分かってる。相手のキャラは死ぬ?」, audit 17s) stays a fact too: the fate
asked is the one conceded, and a run that decides it otherwise (カラテ2 against 耐久力2: killed, 706.4b)
contradicts the asker on what the run does not model — withheld, as before."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from service.answering.reading.model import Fact, Role

# 「…のは分かってる」「…ってのは知ってる」「…ことは承知」: the aside's end
_KNOWN = re.compile(
    r"(?:の|こと|っての|ってこと|って)\s*(?:は|も)?\s*"
    r"(?:知って|分かって|わかって|承知して|承知の上|理解して)\s*(?:る|いる|います|た|ます)?"
)
_BOUNDARY = re.compile(r"[。、,，!！?？\n(（)）]")
# the outcome an aside concedes: a card destroyed / killed / KO'd, a player winning or losing
_OUTCOMES = frozenset({"destroy", "ko", "kill", "win", "lose", "defeat", "survive"})
# the asking sentence names the asker's own card (「うちのキャラは」「俺のフォロワーは」)
_OWN = re.compile(
    r"俺|自分|うち|こっち|こちら|僕|ぼく|私|わたし|オレ|味方|攻撃した|アタックした|アイサツした"
)
_SENTENCE = re.compile(r"[。!！?？\n]")
_DENIED = re.compile(r"\s*(?:でき|られ|れ|せ|さ)?\s*(?:ない|ません|ず)")


def known_asides(question: str, facts: Sequence[Fact]) -> list[Fact]:
    """`facts` with the outcome words of each known-outcome aside made neutral (concept ``known_aside``)."""
    spans: list[tuple[int, int]] = []
    for m in _KNOWN.finditer(question):
        begin = max((b.end() for b in _BOUNDARY.finditer(question, 0, m.start())), default=0)
        if begin < m.start():
            spans.append((begin, m.start()))
    if not spans:
        return list(facts)
    kept: list[tuple[int, int]] = []
    if _fate_of_theirs_asked(question, facts, spans):
        kept = [(s, e) for s, e in spans if _concedes_denied(question, facts, s, e)]
        spans = [sp for sp in spans if sp not in kept]
    out = []
    for f in facts:
        inside = any(s <= f.start and f.end <= e for s, e in spans)
        outcome = f.role is Role.ASK or _outcome_denied(question, f)
        if any(s <= f.start and f.end <= e for s, e in kept) and _outcome_denied(question, f):
            out.append(replace(f, concept="conceded_outcome"))  # no act the run scripts: withheld
            continue
        out.append(replace(f, role=Role.NEUTRAL, concept="known_aside") if inside and outcome else f)
    return out


def _outcome_denied(question: str, f: Fact) -> bool:
    return f.role is Role.ACTION and f.concept in _OUTCOMES and _DENIED.match(question, f.end) is not None


def _concedes_denied(question: str, facts: Sequence[Fact], begin: int, end: int) -> bool:
    return any(begin <= f.start and f.end <= end and _outcome_denied(question, f) for f in facts)


def _fate_of_theirs_asked(question: str, facts: Sequence[Fact], spans: Sequence[tuple[int, int]]) -> bool:
    """A card's fate asked outside the asides, its asking sentence naming no card of the asker's."""
    for f in facts:
        if f.role is not Role.ASK or f.concept != "destroyed" or any(s <= f.start < e for s, e in spans):
            continue
        begin = max((m.end() for m in _SENTENCE.finditer(question, 0, f.start)), default=0)
        if _OWN.search(question, begin, f.start) is None:
            return True
    return False


# 「クイックって相手ターン用だと思うけど」「アイサツフェイズって何回でもできるらしいけど」: a rule the asker
# believes or heard, told in a clause ending so — a claim about the rules, not a fact of the situation
_CLAIM_END = re.compile(
    r"(?:だ|な)?\s*(?:と|って)\s*(?:思う|思って(?:る|た)|聞いた|聞いて(?:る|た))\s*"
    r"(?:ん(?:だ|です)?\s*)?(?:けど|けれど|が|のですが)"
    r"|らしい\s*(?:けど|けれど|が|んだけど)"
    # 「アイサツされた側は反撃しないはずだし」「…側はダメージを返さないんだから」: a rule the asker takes for
    # granted as the reason of the ask (blind AX ninjaslayer-ax-02, AY ninjaslayer-ay-11: サツバツ, 1403.2)
    r"|はず\s*(?:だ|です)?\s*(?:し|から|けど|けれど|のに|なのに|が)"
    # 「アイサツした側はダメージ受けないから」: the plain 「ないから」 as well (blind BA ninjaslayer-ba-05)
    r"|(?<=な[いく])\s*(?:ん\s*だ\s*)?(?:から|し)(?![ぃ-ゖ])"
)
# 「アイサツされた側は」「攻撃された方は」: a player or card named by its role, the topic of a rule
_ROLE_TOPIC = re.compile(r"(?:側|方|ほう)\s*(?:は|って)")
# a term said as a noun (「アイサツフェイズ」「クイック」), not a verb the lexicon knows (「払え」「引く」)
_NOUN = re.compile(r"[ァ-ヺー・一-龯A-Za-z【】\[\]]+")
_TOPIC = re.compile(r"\s*(?:って|は|とは|というのは|ってのは|っていうのは)")
# what makes a clause tell the situation, not a rule: a player, a count, a stat, a card's state
_SITUATION = frozenset(
    {Role.OWNER, Role.NUMBER, Role.QUANTITY, Role.STAT, Role.STATE, Role.CARD, Role.MODIFIER}
)
# the facts a rule claim may hold that the situation does not: a turn, an act, an ask, a keyword named again
_CLAIMED = frozenset({Role.TURN, Role.ACTION, Role.ASK, Role.KEYWORD, Role.TERM})
# made neutral in a role's rule claim as well (a role's claim may hold one)
_CLAIMED_ROLE = _CLAIMED | {Role.MODIFIER}


def rule_claims(question: str, facts: Sequence[Fact]) -> list[Fact]:
    """`facts` with the turns, acts and asks of each rule-claim aside made neutral (concept
    ``rule_claim``); a keyword in it only when the question names that keyword outside it too. A
    clause that names a player, a count, a stat, a state or a card tells the situation: kept."""
    spans: list[tuple[int, int, bool]] = []
    for m in _CLAIM_END.finditer(question):
        begin = max((b.end() for b in _BOUNDARY.finditer(question, 0, m.start())), default=0)
        inside = [f for f in facts if begin <= f.start and f.end <= m.start()]
        # 「相手ターン」's 相手 is the turn's word, not a player told
        told = [f for f in inside if not any(g is not f and g.role in _CLAIMED and g.start <= f.start
                                             and f.end <= g.end for g in inside)]  # fmt: skip
        # a rule's topic opens the claim (「クイックって」「守護は」): not 「今は相手ターンだと思うけど」, a
        # situation the asker is unsure of
        topic = any(
            (f.role is Role.KEYWORD or (f.role is Role.TERM and _NOUN.fullmatch(f.text)))
            and _TOPIC.match(question, f.end)
            for f in inside
        )
        role = bool(_ROLE_TOPIC.search(question, begin, m.start()))
        # a role's rule may hold a modifier (「アイサツした側はダメージ受けないから」, blind BA
        # ninjaslayer-ba-05): the role names no card, so the modifier is the rule's, not a card's told
        situation = _SITUATION - {Role.MODIFIER} if role else _SITUATION
        if begin < m.start() and (topic or role) and not any(f.role in situation for f in told):
            spans.append((begin, m.start(), role))
    if not spans:
        return list(facts)

    def within(f: Fact) -> frozenset[Role]:
        """The roles a claim holding `f` makes neutral (none outside every claim)."""
        held = [r for s, e, r in spans if s <= f.start and f.end <= e]
        return frozenset() if not held else (_CLAIMED_ROLE if any(held) else _CLAIMED) | {Role.OWNER}

    outside = {f.concept for f in facts if f.role is Role.KEYWORD and not within(f)}
    return [
        replace(f, role=Role.NEUTRAL, concept="rule_claim")
        if f.role in within(f) and (f.role is not Role.KEYWORD or f.concept in outside)
        else f
        for f in facts
    ]
