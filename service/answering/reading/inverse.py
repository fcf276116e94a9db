"""Inverse checks: what the built scenario and its result must carry of the question.

The planner asks whether each fact of the question is in the scenario. These checks ask the
reverse questions that the fact-by-fact accounting misses; each one withholds the verdict:

* a bare number counted as "the scenario has the same number" while an unread word stands right
  before it (「ライフもう0枚」「体力がちょうど5」「組織を1つも」): the number is that word's, which
  the scenario does not hold — the same number elsewhere is a coincidence;
* a quoted ability a card is said to have (「「…」を持つ」「「…」がかかってる」「「…」に誘発する能力」)
  must be a keyword the scenario's cards carry — the engine cannot run card text it was not given;
* 「どっちが破壊される?」 needs every card the question names in the scenario (both fates);
* the attack's object as the question says it (「相手本人を攻撃」: the player; 「フォロワーを攻撃」: a
  card) must be what the scenario's attack targets;
* a card the question gives an owner (「相手のキャラ」) must be on that owner's side of the scenario;
* an action told as what led to a state (「ドローしまくって山札が0枚になった」) is not run again after
  it; a state a card is already in (「すでにスタンしてる」) is not reproduced by an effect that puts
  it there;
* a conclusion with no words (「シミュレーション結果: 。」) is never stated.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from service.answering.reading.aimed import chosen_referent, unaimed
from service.answering.reading.battle_left import battle_left
from service.answering.reading.change_quote import change_only
from service.answering.reading.doubted_claim import without_doubts
from service.answering.reading.model import Accounted, Fact, Reading, Role, Status
from service.answering.reading.payload import count
from service.answering.reading.payload import walk as walk_paths
from service.answering.reading.standing import told_standing

COINCIDENCE = "シナリオに同じ数があります"
# what may stand between a word and its number: particles and degree adverbs (「もう」「ちょうど」)
_GAP = re.compile(r"^[\sがはもをの、]*(?:もう|ちょうど|あと|残り|たった|まだ|既に|すでに)?[\sがはもをの]*$")
# 「「…」を持つ」「「…」持ち」「「…」がかかってる」「「…」効果がかかってる」「「…」に誘発する能力」
# (not 「「…」を得た」: an effect gained this turn, which builders script as an effect)
_PROPERTY = re.compile(
    r"「([^「」]{1,40})」\s*(?:効果|能力)?\s*(?:を持|持ち|が(?:かか|つい|付い)|に誘発|で誘発|の能力)"
)
_ABSENT = re.compile(r"\s*(?:が|は|も)?\s*(?:いな|居な|無し|なし|無い|ない|0体|ゼロ|いません)")
# 「「相手のUNITを1つ対象とし、…」ってEVENT」「『相手の場のキャラクターを1人選び、…』ってコトダマ」: a
# card text's target condition names no card in play
_CONDITION = re.compile(r"\s*を\s*[1-9１-９一二三]\s*(?:つ|体|枚|人)\s*(?:対象とし|選び)")
_ALWAYS_THERE = frozenset({"leader", "ruler"})
_WHICH = re.compile(r"どっち|どちら|どれ|両方")


def _elsewhere(value: int, payload: Mapping[str, Any], claimed: set[str]) -> bool:
    """Whether a field no other fact accounts for holds `value`."""
    return any(count(v) == value and path not in claimed for path, _k, v in walk_paths(payload) if path)


def coincidences(
    reading: Reading, accounted: Sequence[Accounted], payload: Mapping[str, Any]
) -> tuple[Accounted, ...]:
    """Bare numbers whose own word (right before them) went unread and whose value the scenario
    holds only where another fact's value stands (「体力がちょうど5。攻撃力5の…」: the 5 of 攻撃力)
    or not at all (an event's number)."""
    text = reading.text
    # fields holding another fact's own number (「攻撃力5」), not an action's (「軽減」 → prevent)
    claimed = {
        a.field
        for a in accounted
        if a.field and a.status in (Status.USED, Status.APPLIED) and isinstance(a.fact.value, int)
    }
    out: list[Accounted] = []
    for a in accounted:
        f = a.fact
        if (
            f.role is Role.NUMBER
            and a.status is Status.USED
            and a.note == COINCIDENCE
            and isinstance(f.value, int)
            and not _elsewhere(f.value, payload, claimed)
            # a number in the asked sentence is what is asked about (「ダメージは0点として与えられる
            # の?」), not a stated fact
            and "。" in text[f.end :].rstrip("。 ")
        ):
            owner = next(
                (u for u in reversed(reading.unread) if u[1] <= f.start and _GAP.match(text[u[1] : f.start])),
                None,
            )
            if owner is not None:
                a = a.unmodeled(f"「{owner[2]}」の数ですがシナリオにその項目がありません")
        out.append(a)
    return tuple(out)


_BECAME = re.compile(r"\s*(?:に|と)?\s*(?:なっ|なり|なる|減っ|尽き)")


def history(reading: Reading, accounted: Sequence[Accounted]) -> tuple[Accounted, ...]:
    """An action the question tells as what led to a state (「ドローしまくって山札が0枚になった」)
    is history: a scenario that runs it only by passing through its phase runs it after the state
    (a draw from the emptied deck) — unless the question names the action again after the state
    (「…0枚になった。次のドローまでは?」)."""
    quantities = [f for f in reading.of(Role.QUANTITY) if _BECAME.match(reading.text, f.end)]
    out: list[Accounted] = []
    for a in accounted:
        f = a.fact
        if f.role is Role.ACTION and a.status is Status.USED and a.field == "phase":
            became = next((q for q in quantities if q.start >= f.end), None)
            again = became is not None and any(
                g.role is Role.ACTION and g.concept == f.concept and g.start >= became.end and not g.negated
                for g in reading.facts  # 「まだ引いてはいない」 names it again only to deny it
            )
            if became is not None and not again:
                a = a.unmodeled(f"「{became.text}」になる前に済んだ行動です(シナリオはその後に行っています)")
        out.append(a)
    return tuple(out)


def standing_states(reading: Reading, accounted: Sequence[Accounted]) -> tuple[Accounted, ...]:
    """A state the question says a card is already in (「すでにスタンしてる俺のUNIT」) is not
    reproduced by a scripted effect that puts a card into it: the scenario must start with it."""
    text = reading.text
    out: list[Accounted] = []
    for a in accounted:
        f = a.fact
        if (
            f.role is Role.STATE
            and a.status is Status.USED
            and a.field.startswith(("actions", "operations"))
            and told_standing(text, f)
        ):
            a = a.unmodeled("すでにその状態のカードはシナリオになく、効果でその状態にしています")
        out.append(a)
    return tuple(out)


def _walk(node: Any) -> Iterator[tuple[str, Any]]:
    if isinstance(node, Mapping):
        for k, v in node.items():
            yield str(k), v
            yield from _walk(v)
    elif isinstance(node, list):
        for v in node:
            yield "", v
            yield from _walk(v)


def _keywords(payload: Mapping[str, Any]) -> set[str]:
    out: set[str] = set()
    for key, value in _walk(payload):
        if key in ("keywords", "icons", "abilities") and isinstance(value, list):
            out.update(_bare(str(v)) for v in value)
    return out


def _bare(text: str) -> str:
    return text.strip().strip("【】[]「」").rstrip("。").strip()


# the timing words a quoted ability opens with (service/engine/effects.py `Timing`)
# (and ninjaslayer 誘発能力 1209.1 / kiseki 誘発クラフト 1211.1, 1322.1a: a character's / UNIT's `triggered`)
_TIMINGS = {"ラストワード": "last_word", "ファンファーレ": "fanfare", "エントリーした時": "entered",
            "殺された時": "killed", "場に出た時": "entered", "破壊された時": "destroyed"}  # fmt: skip


def _printed(quote: str, payload: Mapping[str, Any]) -> bool:
    """「ラストワード:相手のリーダーに2ダメージ」 carried as a printed effect: a card's ``effects`` with
    the timing the quote names and every number the quote writes as one of its amounts."""
    timing = next((t for word, t in _TIMINGS.items() if word in quote), None)
    numbers = {int(n) for n in re.findall(r"[0-9]+", quote)}
    for key, value in _walk(payload):
        # a ninjaslayer ウケミ printed as effects (「カードを1枚ドローする。」, 1211.2c) is printed too, and
        # a ninjaslayer character's 誘発能力 (1209.1, `triggered`)
        if key not in ("effects", "ukemi_effects", "triggered") or not isinstance(value, list):
            continue
        effects = [e for e in value if isinstance(e, Mapping)]
        if timing is not None and not any(e.get("timing") == timing for e in effects):
            continue
        if effects and numbers <= {e.get("amount") for e in effects}:
            return True
    # a card carrying a quoted per-count damage as its own numbers (sve's `damage` per `per`, 5.28.1)
    return bool(numbers) and any(
        isinstance(v, Mapping) and v.get("per") and numbers <= {v.get("damage"), v.get("per")}
        for _k, v in _walk(payload)
    )


def unheld_properties(question: str, payload: Mapping[str, Any]) -> list[str]:
    """Quoted abilities the question gives a card that no card of the scenario carries (as a keyword
    or as a printed effect)."""
    held = _keywords(payload)
    return [
        m.group(1)
        for m in _PROPERTY.finditer(question)
        if _bare(m.group(1)) not in held and not _printed(m.group(1), payload)
    ]


def _read_whole(reading: Reading, quote: str) -> bool:
    # a fact reading the quote with its closing 。 (「これは攻撃されない。」) reads it whole too
    return any(
        f.decisive and f.role is not Role.NUMBER and _bare(f.text) == _bare(quote) for f in reading.facts
    )


def _cards(payload: Mapping[str, Any]) -> int:
    """Cards the scenario puts anywhere (a spec with a name or an id)."""
    return sum(1 for _k, v in _walk(payload) if isinstance(v, Mapping) and ("id" in v or "name" in v))


def _owned_across_quote(reading: Reading, card: Fact) -> bool:
    """Whether `card` stands in a quote (an effect's text) and its owner word stands outside it: the
    card word is the effect's scope, not a card of the player who resolves it."""
    # 『…』 quotes a card text as 「…」 does (「相手の『すべてのJ/リゾネイターを破壊する』が通った」)
    opened = max(reading.text.rfind(c, 0, card.start) for c in "「『")
    if opened < 0 or max(reading.text.rfind(c, 0, card.start) for c in "」』") > opened:
        return False
    return not any(f.role is Role.OWNER and opened < f.start < card.start for f in reading.facts)


def unseated_cards(
    reading: Reading,
    payload: Mapping[str, Any],
    seats: Mapping[str, str],
    read: tuple[tuple[int, int], ...] = (),
) -> list[str]:
    """Cards the question gives an owner (「相手のキャラ」) that the scenario does not put on that
    owner's side: the scenario then acts with another card (the opponent's leader attacking
    instead of the opponent's character). Leaders and rulers always exist and are not checked, nor a
    card the plan read as a quote's carrier (「相手のEVENT「…」で」: the text played, inside `read`)."""
    out: list[str] = []
    left = battle_left(reading)
    for f in reading.of(Role.CARD):
        if f.owner is None or f.negated or f.concept in _ALWAYS_THERE or f.owner not in seats:
            continue
        if any(a <= f.start and f.end <= b for a, b in read):
            continue
        if _ABSENT.match(reading.text, f.end):  # 「相手の場にUNITがいない」: the card is not there
            continue
        if _owned_across_quote(reading, f):  # 「自分が「場のJ/リゾネイターをすべて破壊する」を解決」
            continue
        if _CONDITION.match(reading.text, f.end):  # a target condition: the question may say none is there
            continue
        if left is not None and left.start <= f.start < left.end and reading.text.startswith("で", f.end):
            continue  # 「カウンターイベントで…KOした」: the removing card, a default named (battle_left)
        seat = seats[f.owner]
        side = payload.get(seat)
        cards = [
            p
            for p, _k, v in walk_paths(side, seat)
            if isinstance(v, Mapping) and ("id" in v or "name" in v) and not p.endswith((".leader", ".ruler"))
        ] if isinstance(side, Mapping) else []  # fmt: skip
        # a card seated with its controller that names its owner (fow: control taken, 10.10.2; kiseki
        # ``owned_by``: a UNIT whose 支配 was taken, 105.2 / 506.4)
        owned = any(isinstance(v, Mapping) and seat in (v.get("owner"), v.get("owned_by"))
                    and ("id" in v or "name" in v) for _k, v in _walk(payload))  # fmt: skip
        if not cards and not owned:
            out.append(f.text)
    return out


# the object of an attack: the last object noun before the attack verb, marked by を/に or right
# against the verb (「向こうのリーダー殴ったら」); not a passive's agent (「キャラにリーダーが殴られた」)
# 「相手のフォロワー(攻撃力2・体力2、アクト状態)を、俺の…フォロワーで攻撃した」: the object's own aside
# and the instrument told between it and the verb (round 21: the attack had been run on the leader)
_NOUN = re.compile(
    r"(プレイヤー|本人|リーダー|フォロワー|UNIT|ユニット|キャラクター|キャラ|リゾネイター)"
    r"\s*(?:[(（][^()（）]{0,24}[)）])?\s*(を|に)?\s*(?:直接\s*)?"
)
_VERB = re.compile(r"(?:攻撃(?!力)|狙|殴|アタック|叩)(?![らさ]れ)")
# a verb of giving between the noun and the attack (onepiece 6-5-5: DON!! given to a card before it attacks)
_GIVEN = re.compile(r"(?:付け|つけ|付与し|乗せ)\s*て")
# 「【速攻】持ちのキャラを出したターンにアタック」: a noun whose を goes with another verb before the attack
_OTHER_VERB = re.compile(r"出[しすさせた]|登場|プレイ|召喚|進化|配置|捨て|ドロー|引[いきく]")
# a card in the hand is no attack's object (「手札のキャラを出してもう1回殴りたい」: the one entered)
_IN_HAND = re.compile(r"手札\s*(?:の|から)\s*(?:\S{0,6}の\s*)?$")


def _object(question: str) -> str | None:
    question = re.sub(r"「[^「」]*」", lambda m: " " * len(m[0]), question)  # card text tells no act
    for verb in _VERB.finditer(question):
        before = question[max(0, verb.start() - 48) : verb.start()]
        for m in reversed(list(_NOUN.finditer(before))):
            gap = before[m.end() :]
            if (
                "。" in gap or "を" in gap or _GIVEN.search(gap) or _OTHER_VERB.search(gap)
                or _IN_HAND.search(before, 0, m.start())
            ):  # fmt: skip
                break  # 「キャラにドン!!3枚付けてアタック」: the noun is what the DON!! were given to
            if m.group(2) or not gap:
                return m.group(1)
    return None


_PLAYERISH = frozenset({"プレイヤー", "本人", "リーダー"})


def _attack_targets(payload: Mapping[str, Any]) -> set[str]:
    """ "player" / "card" for each attack the scenario scripts."""
    ids = {str(v["id"]) for _k, v in _walk(payload) if isinstance(v, Mapping) and "id" in v}
    out: set[str] = set()
    for key in ("actions", "operations"):
        for act in payload.get(key) or ():
            if isinstance(act, Mapping) and (act.get("type") or act.get("kind")) in ("attack", "aisatsu"):
                target = act.get("target")
                out.add("card" if isinstance(target, str) and target in ids else "player")
    return out


def wrong_target(question: str, payload: Mapping[str, Any]) -> str | None:
    """The question's attack object (a player or a card) that the scenario's attack does not hit."""
    noun = _object(question)
    targets = _attack_targets(payload)
    if noun is None or not targets:
        return None
    said = "player" if noun in _PLAYERISH else "card"
    if said in targets:
        return None
    return f"質問の攻撃対象「{noun}」をシナリオの攻撃は対象にしていません"


_FIELD_KEYS = ("field", "characters", "units")
# the states that make a card an attack's possible target (sve 8.4.3.1 アクト, onepiece 7-1-1-2 レスト); a
# kiseki UNIT not stunned is the engine's own refusal (803.5b), a ninjaslayer キャラ always one (704.4)
_ATTACKABLE = frozenset({"acted", "rested"})
_PLAYER_TOLD = re.compile(
    r"(?:プレイヤー|本人|本体|リーダー|顔)\s*(?:を|に|へ|は|って|も|直接|攻撃|殴|アタック|叩|狙)"
    # 「自分のUNITで相手を直接攻撃」: the player
    r"|相手\s*(?:を|に|へ)\s*(?:直接\s*)?(?:攻撃|殴|アタック|叩|狙|アイサツ)"
)


def _seat_of(payload: Mapping[str, Any], card_id: object) -> str | None:
    for seat in ("player1", "player2"):
        side = payload.get(seat)
        if isinstance(side, Mapping) and any(
            isinstance(c, Mapping) and c.get("id") == card_id for k in _FIELD_KEYS for c in side.get(k) or ()
        ):
            return seat
    return None


def unnamed_object(question: str, payload: Mapping[str, Any], asker: str | None) -> str | None:
    """An attack run on the player while the question tells a card on that player's field and names no
    object the reading finds (「…フォロワーで攻撃した。攻撃先は相手のアクト状態の…フォロワー」「…フォロワー
    めがけて」「…フォロワー、こいつを…で攻撃」, round 21: sve had attacked the leader, 7 for 10)."""
    if _object(question) is not None or _attack_targets(payload) != {"player"}:
        return None
    if _PLAYER_TOLD.search(question):  # 「相手本体を直接殴れる?」「リーダーは攻撃できる?」
        return None
    for key in ("actions", "operations"):
        for act in payload.get(key) or ():
            if not isinstance(act, Mapping) or (act.get("type") or act.get("kind")) not in (
                "attack",
                "aisatsu",
            ):
                continue
            attackers = act.get("attackers") or [act.get("attacker")]
            seat = next((s for s in (_seat_of(payload, a) for a in attackers) if s is not None), None)
            if seat != asker:  # the other player's attack: its object is the asker's leader or a card asked
                continue
            other = {"player1": "player2", "player2": "player1"}.get(seat or "")
            side = payload.get(other or "")
            if isinstance(side, Mapping) and any(
                isinstance(c, Mapping) and _ATTACKABLE.intersection(k for k, v in c.items() if v is True)
                for k in _FIELD_KEYS
                for c in side.get(k) or ()
            ):
                return "質問は攻撃の対象をプレイヤーと言っていませんが、シナリオはプレイヤーを攻撃しています"
    return None


def withheld(
    reading: Reading,
    kind: str,
    payload: Mapping[str, Any],
    summary: str,
    seats: Mapping[str, str],
    read: tuple[tuple[int, int], ...] = (),
    quoted: tuple[tuple[int, int], ...] = (),
) -> str | None:
    """Why a verdict the accounting allowed must still not be stated, or None. `read`: the spans of the
    quotes the plan read whole (`BuiltScenario.quoted`) — a held ability among them is the plan's;
    `quoted`: every span the plan read as a quote or its carrier (a card there is the text played)."""
    body = re.sub(r"[\s。、]", "", summary.removeprefix("シミュレーション結果:"))
    if not body:
        return "シミュレーション結果の文がありません"
    target = (
        wrong_target(without_doubts(reading.text, reading.facts), payload)
        or unnamed_object(reading.text, payload, seats.get("self"))
        or unaimed(reading, payload)
        or chosen_referent(reading, payload)
    )
    if target is not None:
        return target
    unseated = unseated_cards(reading, payload, seats, quoted)
    if unseated:
        return f"質問の「{'」「'.join(dict.fromkeys(unseated))}」がシナリオのその持ち主の側にありません"
    # a quote one decisive fact reads whole (ninjaslayer 「これが与えるダメージを1点増加する」, 1326.1) is
    # that fact's: the accounting has already required the scenario to reflect it
    text = reading.text
    for start, end in read:  # 「「【ドン!!×2】…パワー+2000」を持つ」 a plan ran as the card's own text
        text = text[:start] + " " * (end - start) + text[end:]
    unheld = [
        q
        for q in unheld_properties(text, payload)
        if not _read_whole(reading, q) and not change_only(reading, q)
    ]
    if unheld:
        return f"「{'」「'.join(unheld)}」をシナリオのカードに持たせられませんでした"
    asks = reading.asks()
    if kind == "destroyed" and any(_WHICH.search(f.text) for f in asks):
        named = len(reading.of(Role.CARD))
        if _cards(payload) < named:
            return "どちらが破壊されるかを問われていますが、シナリオに質問のカードが揃っていません"
    return None
