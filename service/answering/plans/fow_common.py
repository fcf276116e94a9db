"""What the fow plans share: seats, the facts of a reading by role, the asked clause, and the
`BuiltScenario` a plan returns (its summary's first sentence carries the asked value)."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from service.answering.plans.fow_another import another_card as another_card
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.subordinate import clause_closed
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "fow"
SELF_FIRST: Mapping[str, str] = {"self": "player1", "opponent": "player2"}
# the planner reads 「相手のターン」 as the opponent in player1's seat (the turn player's)
OPPONENT_FIRST: Mapping[str, str] = {"self": "player2", "opponent": "player1"}
WORD = {"self": "自分", "opponent": "相手"}
# the engine events a plan's summary tells after its conclusion
TOLD = ("move", "discard", "draw_failed", "damage", "damage_instance", "damage_vs_defense", "destroy",
        "stats", "set_state", "prevent", "rejected", "paid", "chosen", "copy")  # fmt: skip
_SENTENCE_END = re.compile(r"[。??!!\n]")
_QUOTES = (("『", "』"), ("「", "」"))


def seats(reading: Reading) -> Mapping[str, str]:
    """The asker as player1, unless the question puts it in the opponent's turn."""
    turn = any(f.role is Role.TURN and f.concept == "opponent_turn" for f in reading.facts)
    return OPPONENT_FIRST if turn else SELF_FIRST


def of(reading: Reading, role: Role, *concepts: str) -> list[Fact]:
    return [f for f in reading.facts if f.role is role and (not concepts or f.concept in concepts)]


def acts_only(reading: Reading, *concepts: str) -> bool:
    """Whether every action the question tells (not the asked one, not a denied one) is one of
    `concepts` — a plan scripts only its own actions, so another one (「場に出してから」) declines."""
    spans = [(a.start, a.end) for a in reading.asks()]
    return all(
        f.concept in (*concepts, "use")
        for f in of(reading, Role.ACTION)
        if not f.negated and not any(s <= f.start and f.end <= e for s, e in spans)
    )


# 「軽減しない」「軽減されなかった」「軽減できず」: the word right before denied (the reader may not mark
# it, inside card text)
_DENIED_AFTER = re.compile(
    r"\s*(?:に|を)?\s*(?:は|も)?\s*(?:しな[いかく]|されな[いかく]|せず|されず|でき(?:な[いかく]|ず)"
    r"|(?:さ|し)れ?て\s*(?:い|は|も)?\s*な[いかく])"  # 「無効にはされてない」「無効にしていない」
)


def denied(reading: Reading, fact: Fact) -> bool:
    """Whether `fact` is negated, or the text right after it denies it."""
    return fact.negated or _DENIED_AFTER.match(reading.text, fact.end) is not None


# 「[+200/+200]を失った」「…カウンターを取り除いた」「…は切れた」「…を得ていない」: a modifier or
# counter said to be gone or never gained
_LOST = re.compile(
    r"\s*(?:カウンター)?\s*(?:[0-9]+\s*(?:つ|個))?\s*(?:の\s*(?:効果|修正))?\s*(?:を|が|は|も)?\s*"
    r"(?:失|無くな|なくな|切れ|消え|消滅|外れ|外さ|外し|取り除|取ら|取れ|解除|終わ|得てい?な|得な|得られな)"
)


def lost(reading: Reading, fact: Fact) -> bool:
    """Whether `fact` (a [+A/+B] or a counter) is said to be lost or not gained right after it: the
    plans only gain and put them, so such a question is not theirs (「[+200/+200]を得た。その後
    [+200/+200]を失った」 had been run as two gains, 攻撃力 800 stated 1200)."""
    return denied(reading, fact) or _LOST.match(reading.text, fact.end) is not None


# 「場を離れて戻ってきた」「手札に戻った」「出し直した」: a card moved off the field (a new object
# when it comes back: what it held is gone) — a move no card plan scripts
_LEFT = re.compile(
    r"場(?:を|から)\s*離れ|戻って(?:き|く)|場に戻|出し直|(?:手札|墓地|山札|デッキ|除外エリア)(?:に|へ)\s*"
    r"(?:戻|行|置|移動|送)"
)


# 「ドローしたのは相手だけど」「使ったのは相手の方」: a cleft naming who did something, apart from the act
_CLEFT = re.compile(r"のは\s*$")
# 「手札5枚…。そのうち1枚は相手の墓地に行った」: a part of a told count said to fare otherwise
_PART = re.compile(
    r"(?:(?:その|この)うち|[。、]\s*うち)\s*(?:[0-9０-９]+|[一二三四五六七八九])\s*(?:枚|個|体|つ|点)?\s*(?:は|が|を|だけ)"
)


def told_apart(reading: Reading) -> bool:
    """Whether the question names a player by a cleft (「…したのは相手」) or tells a part of a count
    apart (「そのうち1枚は…」): the plan's one actor and whole counts may not be the question's (10.8,
    10.18: 「カードを二枚ドローした。手札は何枚?ドローしたのは相手だけど」 had been stated 6 for 4)."""
    text = reading.text
    cleft = any(
        quoted(reading, o) is None and _CLEFT.search(text, max(0, o.start - 3), o.start)
        for o in of(reading, Role.OWNER)
    )
    return cleft or _PART.search(text) is not None


# 「ドローしてもいいけど、しなかった」「与えるか迷っている。与えなかった場合」: an action said not done
_CALLED_OFF = re.compile(
    r"しなかっ|せず(?:に)?|やめ[たてる]|見送|与えな[いかく]|与えず|引かな[いかく]|捨てな[いかく]"
)


def called_off(reading: Reading) -> bool:
    """Whether the question says an action is not done in words no fact marks (「ドローしてもいいけど、
    しなかった。手札は?」 had drawn the 2 cards: 5 for 3) — the plans script every action told."""
    return _CALLED_OFF.search(reading.text) is not None


def left_field(reading: Reading) -> bool:
    """Whether the question moves a card off the field (「300ダメージ与えた後、そのリゾネイターが場を
    離れて戻ってきた。蓄積は?」 had been stated 300: the card back is a new one with none)."""
    asks = [(f.start, f.end) for f in reading.asks()]  # 「これ墓地に行く?」 asks the fate, tells no move
    return any(not any(s <= m.start() < e for s, e in asks) for m in _LEFT.finditer(reading.text))


# 「300ダメージを与えた後、相手は…軽減を使った」「…受けて、その後…軽減する効果を得た」: said after it
_AFTER = re.compile(r"その後|そのあと|後で|あとで|後から|あとから|てから|[たっ]\s*(?:後|あと)")


def prevented_after(reading: Reading, prevention: Fact) -> bool:
    """Whether the question tells the prevention after a damage it follows was dealt: a replacement
    (10.17.1) applies as the damage is dealt, so one gained or used afterwards may not have applied —
    which the question means is not read."""
    dealt = [f for f in of(reading, Role.ACTION, "damage") if f.end <= prevention.start]
    if dealt and _AFTER.search(reading.text, dealt[0].end, prevention.start) is not None:
        return True
    return _TRIED.match(reading.text, prevention.end) is not None


# 「…軽くする」を張ろうとしたけど間に合わなかった」「使うつもり」「使えなかった」: the prevention only tried
# or meant — whether it applied is not told (audit 12b: 1600 had been stated with the 300 reduced)
_TRIED = re.compile(
    r"[^。?？!！\n]*?(?:ようと|よう\s*と|つもり|予定|間に合わ|できなかっ|使えなかっ|張れなかっ|失敗|不発)"
)
# an act only tried or meant, in the volitional forms too (「撃とうとしたけど、ウィルが足りなかった」「使おう
# としたけど」): fow_moves' removal (audit 13)
TRIED = re.compile(
    _TRIED.pattern[:-1]
    + r"|[おこそとのほもよろごぞどぼぽ]う\s*と\s*(?:し|す)|足りなかっ|払えなかっ|撃てなかっ)"
)


def asked(reading: Reading, concept: str) -> Fact | None:
    return next((f for f in reading.asks() if f.concept == concept), None)


def clause_before(reading: Reading, fact: Fact) -> tuple[int, int]:
    """The span of the sentence that ends with `fact` (from the last sentence end before it)."""
    text = reading.text[: fact.start]
    ends = [m.end() for m in _SENTENCE_END.finditer(text)]
    return (ends[-1] if ends else 0), fact.end


def owner_in(reading: Reading, start: int, end: int) -> str | None:
    """The one owner the OWNER facts of [start, end) name, None for none or both."""
    said = {f.owner for f in of(reading, Role.OWNER) if start <= f.start and f.end <= end}
    return said.pop() if len(said) == 1 else None


def quoted(reading: Reading, fact: Fact) -> tuple[int, int] | None:
    """The quote (card text) `fact` stands in, as the span of its brackets."""
    for open_, close in _QUOTES:
        for m in re.finditer(rf"{open_}[^{open_}{close}]*{close}", reading.text):
            if m.start() < fact.start and fact.end <= m.end():
                return m.start(), m.end()
    return None


def last_word(reading: Reading, words: Iterable[str], start: int, end: int) -> str | None:
    """The word of `words` that stands last in reading.text[start:end] (the one ending last, the longer at
    one end: 「魔石デッキ」, not the 「デッキ」 inside it)."""
    text = reading.text[start:end]
    found = [(text.rfind(w) + len(w), len(w), w) for w in words if w in text]
    return max(found)[2] if found else None


def built(
    kind: str,
    payload: dict[str, Any],
    head: Callable[[SimulationResult], str],
    notes: list[str],
    me: str = "player1",
) -> BuiltScenario:
    return BuiltScenario(
        f"{GAME}.plan.{kind}", payload, story(head, TOLD, limit=4, me=me), tuple(dict.fromkeys(notes))
    )


def zone(sim: SimulationResult, seat: str, name: str) -> list[dict[str, Any]]:
    player = sim.final_state.get("players", {}).get(seat, {})
    cards = player.get("zones", {}).get(name, []) if isinstance(player, dict) else []
    return [c for c in cards if isinstance(c, dict)]


def counter(sim: SimulationResult, seat: str, name: str) -> int:
    player = sim.final_state.get("players", {}).get(seat, {})
    value = player.get("counters", {}).get(name, 0) if isinstance(player, dict) else 0
    return int(value)


def find_card(sim: SimulationResult, uid: str) -> dict[str, Any] | None:
    for player in sim.final_state.get("players", {}).values():
        for cards in player.get("zones", {}).values():
            for card in cards:
                if isinstance(card, dict) and card.get("uid") == uid:
                    return card
    return None


_POSSESSES = re.compile(
    r"の\s*(?:(?:手札|場|カード|ルーラー|J/リゾネイター|リゾネイター|アディション)\s*(?:の|に|には|にある|にいる|で)?\s*)?"
)


def protected_by(reading: Reading) -> str | None:
    """Whom the told prevention protects, where its card text says: 「このカード」 a card ("card"); 「あな
    た」 or no player the player who has or used it (the owner word marked が/は/も/の before its quote in the
    sentence: 「自分は「あなたが受けるダメージを200軽減する」を使ってる」); None when not said, "?" for
    two different ones. A prevention of another player than the one hit does not apply to it."""
    text = reading.text
    whose: set[str] = set()
    for f in of(reading, Role.MODIFIER, "reduce_damage", "prevent"):
        # a text naming no player (「次に受けるダメージを300カットする」, 「500軽減の効果」) protects the one
        # who has or used it too: 「相手は…を使ってた」 had been applied to the asker's damage
        quote = quoted(reading, f) or (f.start, f.end)
        inside = text[quote[0] : quote[1]]
        if re.search(r"この(?:カード|リゾネイター|J/リゾネイター)", inside):
            whose.add("card")
            continue
        start = max(text.rfind(c, 0, quote[0]) for c in "。??\n") + 1
        marks = ("が", "は", "も", "の") if quote != (f.start, f.end) else ("が", "は", "も")
        said = sorted(  # the owner word nearest the quote: the facts are not in the text's order
            (
                o
                for o in of(reading, Role.OWNER)
                if start <= o.start
                and o.end <= quote[0]
                and text[o.end : o.end + 1] in marks
                # 「相手のバーン呪文で…手札の「…」で返した」: a の is the quote's own holder only right before
                # it (「自分の「…」」「自分の手札の「…」」), not another noun's (the spell's)
                and (text[o.end] != "の" or _POSSESSES.fullmatch(text, o.end, quote[0]) is not None)
                # 「相手が…与えてきたから、「…」で返した」: that clause's subject, not the quote's user
                and not (text[o.end] == "が" and clause_closed(text, o.end, quote[0]))
                # unquoted (「相手の「…」を受けたが、そのダメージを無効にした」): the subject of the
                # prevention's own clause, no player who dealt a damage told between
                and not (
                    quote == (f.start, f.end)
                    and any(o.end <= d.start < f.start for d in of(reading, Role.ACTION, "damage"))
                )
            ),
            key=lambda o: o.start,
        )
        if said and said[-1].owner in WORD:
            whose.add(str(said[-1].owner))
        whose.update(_holder_after(reading, quote))
    return whose.pop() if len(whose) == 1 else ("?" if whose else None)


# the holder told after the quote: 「「…軽減する」を使ってたのは相手の方」「…がかかってるのは相手」,
# 「「…軽減する」を相手が持ってる」 (read only before the quote, the asker had been taken as its holder)
_HELD_BY = re.compile(
    r"[」』]?\s*(?:を|が|は)\s*(?:使|持|かか|掛か|張|発動|撃|打)[^。?？\n「」『』]{0,8}のは\s*$"
)
# 「「…軽減する」を相手が持ってる」「(「…軽減する」は相手が使ってる)」: the quote as topic, then its holder
_HOLDER_NEXT = re.compile(r"[」』]?\s*(?:を|は)\s*$")
_HOLDS = re.compile(r"\s*(?:が|は|も)\s*(?:使|持|かけ|発動|撃|打|張)")
# 「「…カット」は相手が自分に使ってた」: used on a player said apart (the user? the asker?) — not read
_HOLDS_ON = re.compile(r"\s*(?:が|は|も)\s*[^。、?？\n「」『』]{1,6}?に\s*(?:使|かけ|発動|撃|打|張)")


def _holder_after(reading: Reading, quote: tuple[int, int]) -> set[str]:
    """The player told as the holder of a prevention after its quote, in the same sentence."""
    text = reading.text
    ends = [i for i in (text.find(c, quote[1]) for c in "。?？\n") if i >= 0]
    stop = min(ends, default=len(text))
    return {
        str(o.owner) if _HOLDS_ON.match(text, o.end) is None else "?"
        for o in of(reading, Role.OWNER)
        if quote[1] <= o.start < stop
        and o.owner in WORD
        and (
            _HELD_BY.match(text[quote[1] : o.start]) is not None
            or (
                _HOLDER_NEXT.match(text[quote[1] : o.start]) is not None
                and (_HOLDS.match(text, o.end) or _HOLDS_ON.match(text, o.end))
            )
        )
    }


_CARRIED = re.compile(r"[「『]([^「」『』]{1,40})[」』]")


def carried(reading: Reading, words: Iterable[str]) -> list[str]:
    """The quoted texts the question gives a card that hold one of its keywords `words` (「「このターン、
    このカードは破壊されない」がかかってる」): the card carries them with the keyword, so the text told
    of it is the scenario card's (the gate looks for it whole)."""
    words = tuple(words)
    return [m.group(1) for m in _CARRIED.finditer(reading.text) if any(w in m.group(1) for w in words)]


# 「「このカードは破壊されない」を持ってるけど、それを失った」: a loss told anywhere after the keyword
_GONE = re.compile(r"失っ|失わ|失う|切れ|なくなっ|無くなっ|消え|解除|終わっ|外れ")


def gone_later(reading: Reading, fact: Fact) -> bool:
    """Whether a loss is told anywhere after `fact` (a keyword the card has): whether it still holds is
    then not read (「…を持ってるけど、それを失った」 had been stated 'not destroyed')."""
    return _GONE.search(reading.text, fact.end) is not None


# 「引いたあと」「払う前の」「払った後」: the act told before, named again as a point in time
_WHEN = re.compile(r"(?:た|だ|う|く|る)?\s*(?:あと|後|前)(?:の|で|に|、|は)?")
_AGAIN_BEFORE = re.compile(r"(?:さらに|更に|もう一[度回]|もう1[度回]|再び|再度|続けて|追加で)\s*$")
_SAID_AGAIN = "the act told before, named again as a point in time (「引いたあと」): no second act"


def said_again(reading: Reading) -> Reading:
    """「デッキ12枚で「カードを3枚引く」を解決した。引いたあと…」「コストで…取り除く。払う前の墓地は7枚」:
    a bare verb naming a point before or after the act told (the same draw; the cost's payment) is
    no second act (read as one, the zones plan had declined two draws)."""
    acts = [f for f in reading.facts if f.role is Role.ACTION and not f.negated]

    def again(f: Fact) -> bool:
        if f.value is not None or not _WHEN.match(reading.text, f.end):
            return False
        if _AGAIN_BEFORE.search(reading.text, max(0, f.start - 8), f.start):
            return False
        if f.concept == "pay":  # 「払う前/払った後」: the cost told (「コストで…」) is what is paid
            return "コスト" in reading.text[: f.start] and any(
                a.end <= f.start and a.concept != "pay" for a in acts
            )
        # 「破壊前の墓地」「破壊後」: the bare noun before 前/後 names the act told, whatever its count
        noun = reading.text[f.end : f.end + 1] in ("前", "後")
        return any(
            a.end <= f.start and a.concept == f.concept and (a.value is not None or noun) for a in acts
        )

    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="act_again", why=_SAID_AGAIN)
        if f.role is Role.ACTION and not f.negated and again(f)
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


_EFFECT_OF_ABILITY = (
    "the effect of the quoted [レスト] ability asked to be activated: not an act of the situation"
)


def ability_effect(reading: Reading) -> Reading:
    """「「[レスト]:カードを1枚引く」って今から起動できる?」: whether the [レスト] cost can be paid is asked
    (10.12.2); the draw after the cost in the quote is the ability's effect, no act told — read as one,
    the [レスト] plan had declined it."""
    ask = asked(reading, "can")
    if ask is None:
        return reading
    # 「使える?」: the potential ending is read as the ask inside the act's own word (「使え」), so an
    # act starting before the ask is the one asked
    acts = [f for f in of(reading, Role.ACTION) if f.start < ask.start]
    if not acts or acts[-1].concept not in ("use", "activate") or quoted(reading, acts[-1]) is not None:
        return reading
    rests = [f for f in of(reading, Role.TERM) if f.concept == "rest_symbol"]
    inside = {(q, f.end) for f in rests if (q := quoted(reading, f)) is not None}
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="ability_effect", why=_EFFECT_OF_ABILITY)
        if f.role is Role.ACTION and any(end <= f.start and f.end <= q[1] for q, end in inside)
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


def disposer(reading: Reading, step: Fact) -> str | None:
    """The player the disposal's clause names as its subject (「相手が…破棄した」), None when unsaid, "?"
    for two."""
    start, _ = clause_before(reading, step)
    said = {
        str(o.owner)
        for o in of(reading, Role.OWNER)
        if start <= o.start and o.end <= step.start and reading.text[o.end : o.end + 1] in ("が", "は")
    }
    return said.pop() if len(said) == 1 else ("?" if said else None)
