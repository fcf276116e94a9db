"""The asked player quantity read from the engine's final state (「相手のライフは何点になる?」).

The structured number verdict used to be a number picked from the builder's sentence, which may
name another number first (the damage, the tokens created). When the question asks what a player
quantity becomes (a word of `lexicon/state_words.json` right before 「何枚/何点/いくつ」, not a
change such as 「何点減る」), its value in the final state is the verdict; the owner is the one the
phrase names (「相手の」「自分の」), else the seat the question's quantity of that zone/counter was set
on, else the owner of the reading's quantity fact of that word, else the player whose zone the
question names (「自分の場に…」); with none of these, the value when both seats agree.

A change asked (「自分は絆を何点失う?」「何枚捨てる?」) is the difference the run made to that player's
quantity: its counter events' deltas, or the cards moved into and out of the zone — stated only when
the conclusion tells that number too (`quantity_change`). An ask with no noun (「解決後いくつ?」) is
about the one quantity the question tells a value for. When one asked quantity cannot be told as one
number, None: the verdict falls back to the conclusion's numbers (`verdict.decide`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from service.answering.reading.guessed_result import GUESSED_TAIL, bare_guess, guessed_change
from service.answering.reading.lexicon import WHEN
from service.answering.reading.model import Accounted, Reading, Role
from service.answering.reading.nearest_told import nearest_told
from service.answering.reading.quantity_change import CHANGE_ASK, change, net, told_change
from service.answering.reading.quantity_seats import _held, _seats, _set_on, told_seats
from service.answering.reading.quantity_words import (
    OWNER_WORDS,
    asked_owner,
    final_value,
    named_player,
    of_a_card,
    plain,
    said_form,
    state_words,
)
from service.engine.scenario import SimulationResult

_AFTER = (
    r"(?:(?:戦闘|攻撃|バトル|アタック|解決|処理|効果|ターン終了|その|この|それ)\s*(?:の)?\s*(?:後|あと)"
    r"\s*(?:は|には|って|で)?\s*[、,]?)"
)
_ASK = re.compile(
    # 「解決後の相手の墓地は?」: the word as topic right before the question mark asks its value;
    # 「ライフは最終的にいくつ?」: an adverb of time between the word and the ask; 「PPは何になる?」 too
    # (it had fallen to the conclusion's numbers, where 「EPは0になります」 was taken for the asked PP)
    # 「自分のライフ3500はどうなる?」: what the quantity becomes, asked of its word; 「手札枚数は?」 too
    # (「ライフ、最終的に何点?」: after a comma only with that adverb — 「手札11枚、何枚墓場行き?」 asks
    # another count)
    # 「相手の絆は戦闘後何点?」「俺の絆は攻撃後いくつ?」: a time as the topic between the word and the ask —
    # the word's own value then (it had been a bare ask, of the one 絆 told, whoever's: audit 11b)
    # 「俺の絆の残りは何点?」「山札の残りは?」: the word's remainder, its value (shared audit 12s)
    r"(?:\s*-?[0-9]+\s*[点枚]?)?\s*(?:(?:(?:は|が|って|の数は|の枚数は|の\s*残り\s*(?:は|って)?)?\s*"
    + _AFTER
    + r"?\s*(?:最終的に|結局|最後に|残り)?"
    r"|(?:は|が|って)?[、,]\s*(?:最終的に|結局|最後に|残り)"
    # 「向こうの手札、何枚?」: a comma right before a bare ask ending the question asks the word's count
    # (onepiece audit 11b: the battle's first count, the life, had been stated)
    r"|(?:は|が|って)?[、,](?=\s*(?:何[枚点体]|いくつ)\s*(?:ある|に\s*なる|残る)?\s*[??]))"
    r"\s*(?:何[枚点体]|いくつ|いくら|何(?=\s*に\s*な))"
    r"|(?:の?枚数)?(?:は|って)\s*(?:どう(?:なる|なります|なっ(?:てる|ている))(?:の|んですか|か)?)?\s*(?=[??])"
    # 「ライフ4枚からどうなる?」: what the told count becomes
    r"|から\s*どう(?:なる|なります)(?:の|んですか|か)?\s*(?=[??])"
    # 「手札枚数を教えて」「ライフの数を知りたい」: the word's count asked as a request (sve-ae-11)
    r"|(?:の)?\s*(?:枚数|数|点数)\s*(?:だけ)?\s*(?:を|は)?\s*(?:教えて|知りたい|答えて)"
    # 「PP最大値は11になる?」: a value guessed to confirm, answered by the word's value (guessed_result.py)
    r"|(?:は|が|って)\s*" + GUESSED_TAIL + ")"
)
# the asked amount is a result (「何枚になる」「何点残る」「は何点?」), not a change (「何点減る」)
_CHANGE = re.compile(r"\s*(?:の)?\s*(?:ダメージ)?\s*(?:減|失|受け|与え|引|捨|増|払|置|移|戻|回復|上が|下が)")
# 「失う絆」「受けたダメージ」: the noun is the change, not the amount left
_CHANGED = re.compile(r"(?:失|減|払|引|捨|受け|与え|増え|置|戻)[うるったしいく]{0,3}\s*$")
# counters whose starting value the comprehensive rules do not print: kiseki's 絆 starts at 40 only by
# the official how-to-play (engine cards.START_KIZUNA), so a value of one the question never tells is
# a number grounded in no rule — withheld (`unprinted.untold_start`); a change of it (「絆を何点失う?」)
# does not depend on the start and stays told
UNPRINTED_START = frozenset({"kizuna"})


def zones_named(text: str, game: str) -> set[str]:
    """The player zones and counters `text` names by a word of `game` (「相手のデッキ」「山札」: deck)."""
    named: set[str] = set()
    for word, games in state_words().items():
        where = games.get(game) or games.get("*")
        if where is not None and word in text:
            named.add(where.get("zone") or where.get("counter") or word)
    return named


def asked_quantity(
    reading: Reading,
    game: str,
    sim: SimulationResult,
    me: str,
    accounted: Sequence[Accounted] = (),
    summary: str | None = None,
) -> list[int] | None:
    """The simulated values of the asked player quantities (`asked_quantities` without their words)."""
    asked = asked_quantities(reading, game, sim, me, accounted, summary)
    return None if asked is None else [v for _, v in asked]


def value_asks(text: str, word: str) -> list[int]:
    """Where `word` is asked by its value (「相手の絆は?」「俺の絆はいくつになる?」, not 「何点減る?」): the
    offsets of those words in `text` (as `plain` gives it) — what `asked_quantities` answers from the run."""
    text = plain(text)
    out = []
    for m in re.finditer(re.escape(word), text):
        ask = _ASK.match(text, m.end())
        if ask is not None and not _CHANGE.match(text, ask.end()) and not _CHANGED.search(text[: m.start()]):
            out.append(m.start())
    return out


def quantity_asked(reading: Reading, game: str) -> bool:
    """A player quantity's word is asked by its value (「俺のライフは?」) — when `asked_quantity` gives no
    number for it, the game's outcome is no answer to it."""
    for word, games in state_words().items():
        if (games.get(game) or games.get("*")) is None:
            continue
        text = plain(reading.text)
        for m in re.finditer(re.escape(word), text):
            ask = _ASK.match(text, m.end())
            if ask is not None and not _CHANGE.match(text, ask.end()):
                return True
    return False


def construction_run(sim: SimulationResult) -> bool:
    """The run presents a deck for construction (`deck_rules.register`'s "deck" event): the deck's
    counts are the conclusion's, no zone of the run — 「ストラテジー戦のデッキは何枚?」 had been read as the
    scenario's default deck zone (audit 27d)."""
    return any(e.type == "deck" for e in sim.events)


def asked_quantities(
    reading: Reading,
    game: str,
    sim: SimulationResult,
    me: str,
    accounted: Sequence[Accounted] = (),
    summary: str | None = None,
) -> list[tuple[str, int]] | None:
    """The asked quantities as a sentence can say them (「自分の墓地は{}枚」, `said_form`) with the simulated
    values of the player quantities the question asks, in the order it asks them
    (「手札は何枚増えて山札は何枚残る?」 asks two), or None when one of them cannot be told as one
    number. `accounted`: the reading's facts as the scenario holds them (「ライフ4枚」 set on
    player1.life gives the seat); `summary`: the conclusion, which a counted change must tell too."""
    if construction_run(sim):
        return None  # its counts are the conclusion's, not a zone of the run
    text = plain(reading.text)
    asks: list[tuple[int, int | None, str]] = []
    claimed: list[tuple[int, int]] = []  # 「ドン!!デッキは何枚?」 is not also an ask of デッキ
    for word, games in state_words().items():
        where = games.get(game) or games.get("*")
        if where is None:
            continue
        for m in re.finditer(re.escape(word), text):
            if any(a < m.end() and m.start() < b for a, b in claimed):
                continue
            changed = CHANGE_ASK.match(text, m.end())
            if changed is not None and not _CHANGED.search(text[: m.start()]):
                if where.get("counter") == "health" and of_a_card(reading, m.start()):
                    return None
                owner = named_player(text, m.start())
                seat = _seats(me)[owner] if owner is not None else _held(accounted, where)
                claimed.append(m.span())
                value = told_change(change(sim, _seats(me), where, seat, changed.group(1)), summary)
                asks.append((m.start(), value, said_form(text, m.start(), word, where)))
                continue
            ask = _ASK.match(text, m.end())
            if ask is None or _CHANGE.match(text, ask.end()) or _CHANGED.search(text[: m.start()]):
                continue
            if where.get("counter") == "health" and of_a_card(reading, m.start()):
                return None  # 「エボルヴカードで進化させたら体力いくつ?」: a card's, not a player's
            claimed.append(m.span())
            value = _result(reading, sim, me, accounted, word, where, m.start())
            asks.append((m.start(), value, said_form(text, m.start(), word, where)))
    if not asks:
        bare, said = _bare_ask(reading, game, sim, me, accounted, summary)
        return None if bare is None else [(said, bare)]
    found = [(said, v) for _, v, said in sorted(asks) if v is not None]
    return None if len(found) < len(asks) else found


def _result(
    reading: Reading,
    sim: SimulationResult,
    me: str,
    accounted: Sequence[Accounted],
    word: str,
    where: dict[str, str],
    at: int,
) -> int | None:
    """The final value of the asked word's quantity: the owner the phrase names, else the seat the
    question's quantity of it was set on, else the value both seats agree on."""
    text = plain(reading.text)
    if _THIRD_OWNED.search(text[:at]):
        return None  # 「友達のライフは?」: a person neither 自分 nor 相手 (onepiece audit 12b)
    # 「自分のリーダー体力いくつ?」「相手のリーダーの体力は?」: the owner of the card word before it
    carded = re.search(r"(?:自分|相手|向こう|俺|こっち)の[ァ-ヺー]{2,6}の?$", text[:at])
    before = carded.group(0) if carded is not None else text[max(0, at - 6) : at]
    owner = asked_owner(reading, word, before)
    seats = _seats(me)
    if owner is not None:
        # 「相手のリーダー(ライフ2枚)…相手のライフは?」 with the told 2 set on the other seat: the asked
        # seat's quantity is a default the question never gave, not its answer
        told = _set_on(accounted, where)
        if told and seats[owner] not in told:
            return None
        if where.get("counter") in UNPRINTED_START and seats[owner] not in told_seats(
            reading, accounted, where, me
        ):
            return None
        if (
            not told
            and "zone" in where
            and (
                net(sim, seats[owner], where) == 0
                or not re.search(re.escape(word) + r"\s*(?:は|が|も)?\s*[0-9０-９]", text)
            )
        ):
            # 「相手のライフは何枚?」「(攻撃を受けて)相手の手札は何枚?」: cards of a zone the question never
            # counts, untouched by the run or never counted at all, are the scenario's default, not an
            # answer (a counter such as a leader's 体力 starts at the rules' value)
            return None
        return final_value(sim, seats[owner], where)
    held = _held(accounted, where)
    if held is not None:
        return final_value(sim, held, where)
    if where.get("counter") in UNPRINTED_START and len(told_seats(reading, accounted, where, me)) < 2:
        return None  # both seats at a start no rule prints agree on no rules' number
    values = {final_value(sim, s, where) for s in seats.values()}
    return values.pop() if len(values) == 1 else None


# 「友達の」「Aさんの」「あいつの」 right before the asked word: a player the question never seats as
# 自分 or 相手 (the friend was the attacker; the asker's told life had been stated for theirs)
_THIRD_OWNED = re.compile(r"(?:友達|友人|[A-ZＡ-Ｚ]さん|[A-ZＡ-Ｚ]くん|あいつ|彼女|彼)\s*の\s*$")


# 「自分のリーダーは体力10だったけど、攻撃のあといくつになる?」: an ask with no noun of its own (after a
# clause's 「あと」「たら」 or a comma, not after a noun's は/が) asks the one quantity its sentence tells
# (「解決後いくつになる?」: after 後 too, a time, not a noun; 「戦闘後は何点?」「そのあとは?」「最終的には
# 何点?」: a time as the topic asks the value then, not the change — the 3 lost had been stated for 「絆が
# 10点だったら、戦闘後は何点?」, blind U kiseki-bu-08; 「絆が10なら残りは何点?」: what is left as the topic,
# as 「残りいくつ?」 — the 3 lost had been stated for the 7 left)
# 「乗るダメージっていくつ?」: a noun as the topic before って names what is asked (as は/が/も do), no
# quantity told elsewhere (fow blind Y: the hand's 4 of a per-count had been stated for the damage)
_BARE_ASK = re.compile(
    r"(?:(?<=後って)|(?<=残りって)|(?<![ァ-ヺー一-龯A-Za-z0-9]って))"
    r"(?:(?<![ァ-ヺー一-龯A-Za-z0-9はがも])|(?<=後)|(?<=後は)|(?<=後には)|(?<=後って)|(?<=あとは)"
    r"|(?<=終了時は)|(?<=終了時には)|(?<=最終的には)|(?<=結局は)|(?<=残りは)|(?<=残りって))"
    # not 「何点のダメージを与える?」: the ask names its own noun (a second final-code probe, round 20:
    # the hand told, 4, had been stated for the 800 a per-card damage deals)
    # nor 「あと何点EPを得られる?」: a resource's letters right after name it too (audit 27a)
    r"\s*(?:最終的に|結局|最後に)?\s*(?:いくつ|いくら|何点)(?!\s*の\s*[ァ-ヺー一-龯]|\s*[A-Z]{2})"
)
# 「相手の絆8 → 戦闘後は?」「…攻撃した。そのあとは?」: a time alone as the topic ending the question, right
# after a sentence break, a comma or an arrow, asks the one quantity told as a bare ask does (blind AQ
# kiseki-aq-02: no ask was read, and the run's 'ongoing' was stated for the 絆 asked); a noun topic before
# the time (「このUNITは戦闘後は?」) is not this shape
_TIME_WORDS = (
    r"(?:戦闘|攻撃|バトル|アタック|解決|処理|効果|ターン終了|その|それ)?\s*の?\s*(?:後|あと)\s*(?:は|って)"
)
TIME_TOPIC = re.compile(r"(?:^|(?<=[。、,→⇒>\s]))" + _TIME_WORDS + r"\s*(?=[??]\s*$)")


def time_topic(said: str) -> bool:
    """`said` (an ask's text) is a time alone as the topic: 「戦闘後は」「そのあとって」."""
    return re.fullmatch(_TIME_WORDS, plain(said).strip()) is not None


# the acts a battle's time (「戦闘後は?」「バトル後は?」) follows
_BATTLES = frozenset({"attack", "attacked", "aisatsu", "win_battle"})


def time_withheld(reading: Reading, values: list[int] | None) -> str | None:
    """Why a time-topic ask (「戦闘後は?」) gets no number: it names a battle the question never tells (a
    damage dealt by a spell is no battle), or — it names no quantity — the one quantity told gave no
    value (`values`, the asked quantities' values)."""
    timed = [f for f in reading.asks() if f.concept == "number" and time_topic(f.text)]
    named = any(w in f.text for f in timed for w in ("戦闘", "バトル", "アタック", "攻撃"))
    if named and not any(f.concept in _BATTLES for f in reading.of(Role.ACTION)):
        return "問われた時点の戦闘が質問にありません"
    numbered = [f for f in reading.asks() if f.concept == "number"]
    if values is None and numbered and len(timed) == len(numbered):
        return "問われたその時点の値を一つに定められません"
    return None


_TIMED = re.compile(r"(?:後|あと|終了時|最終的|結局|最後)\s*(?:は|には|って|に)?\s*$")


def end_value_asked(text: str, game: str) -> bool:
    """A bare ask with a time as its topic (「戦闘後は何点?」「最終的には何点?」) while the question tells no
    value of the game's player quantities: the value then, never the change — the conclusion's first
    number (a change: 「絆を4点失います」) is no answer (「STR4で相手本体を攻撃した。戦闘後は何点?」 had
    stated 4 with no 絆 told: audit 11b)."""
    text = plain(text)
    for word, games in state_words().items():
        if (games.get(game) or games.get("*")) is not None and re.search(re.escape(word) + _TOLD, text):
            return False  # a value told (「体力10。撃った後いくつ?」): the conclusion may say its end
    return any(
        _TIMED.search(text, 0, m.start()) is not None and not _CHANGE.match(text, m.end())
        for m in _BARE_ASK.finditer(text)
    )


# 「手札が10枚もある。何枚捨てればいい?」: a change asked with no noun is a change of the one quantity the
# question tells, in any of its sentences
_BARE_CHANGE = re.compile(
    r"(?<![ァ-ヺー一-龯A-Za-z0-9はがもを])\s*(?:何[枚点]|いくつ)\s*(減|失|受け|捨|払|下が|増|回復|上が|引|加え)"
)
# 「絆は今7点」「PP最大値がもう10」: a time adverb before the value
_TOLD = r"\s*(?:は|が|も)?\s*(?:もう|すでに|既に)?\s*" + WHEN + r"-?[0-9]+"


def _other_unit(ask: str, said: str) -> bool:
    """The bare ask counts in another unit (何点) than the one quantity told is said in (「墓場は{}枚」)."""
    asked = re.search(r"何\s*([枚点体回])", ask)
    told = re.search(r"\{\}\s*([枚点体回])", said)
    return asked is not None and told is not None and asked.group(1) != told.group(1)


def _bare_ask(
    reading: Reading,
    game: str,
    sim: SimulationResult,
    me: str,
    accounted: Sequence[Accounted],
    summary: str | None,
) -> tuple[int | None, str]:
    """The value of the one quantity the question tells, asked with no noun, and how it is said."""
    text = plain(reading.text)
    ask = _BARE_ASK.search(text) or TIME_TOPIC.search(text) or bare_guess(text, reading)
    changed = _BARE_CHANGE.search(text) or guessed_change(text, reading)
    if changed is not None and (ask is None or changed.start() <= ask.start()):
        ask, start = changed, 0
    elif ask is None or _CHANGE.match(text, ask.end()):
        return None, ""
    else:
        start = max(text.rfind(c, 0, ask.start()) for c in "。??!!") + 1
        if not text[start : ask.start()].strip():  # 「相手のライフは3000だった。いくつになる?」
            start = max(text.rfind(c, 0, start - 1) for c in "。??!!") + 1
        if not any(
            re.search(re.escape(w) + _TOLD, text[start : ask.start()]) for w in state_words()
        ) and not any(f.role is Role.NUMBER and start <= f.start < ask.start() for f in reading.facts):
            # 「相手リーダーの体力は今6。…攻撃したら何点になる?」: no value told in the asking sentence —
            # the one quantity the question tells, in any earlier sentence; not past an unread number of
            # the asking sentence (「墓場17枚で…。相手リーダー残り4なんだけど、いくつ残る?」 asks the 4's)
            start = 0
    told = [
        (m, where, word)
        for word, games in state_words().items()
        if (where := games.get(game) or games.get("*")) is not None
        for m in re.finditer(re.escape(word) + _TOLD, text[: ask.start()])
        if m.start() >= start
        and not _inside_word(text, m.start())
        # 「体力2のフォロワーを攻撃した。俺のリーダーの体力は10。攻撃の後はいくつ?」: a card's 体力 is no
        # player quantity (blind AS sve-as-11 had stated the conclusion's first number, not the 14)
        and not (where.get("counter") == "health" and of_a_card(reading, m.start()))
    ]
    if len(told) > 1 and start == 0:
        told = nearest_told(text, ask.start(), told)
    if len(told) != 1 or _quoted(text, told[0][0].start()):
        # none told, or two (「手札3枚、デッキ5枚…いくつ?」「自分の体力10、相手の体力8で…」), or the one
        # inside card text (「「あなたの手札1枚につき…」を撃った。いくつになる?」: the per-count's unit)
        return None, ""
    m, where, word = told[0]
    said = said_form(text, m.start(), word, where)
    if where.get("counter") == "health" and of_a_card(reading, m.start()):
        return None, ""
    if _other_unit(ask.group(0), said):
        # 「墓場13枚で『…4枚につき1ダメージ』。何点?」: points asked, not the 枚 told (audit 25f)
        return None, ""
    seats = _seats(me)
    named = [(text.rfind(w, start, m.start()), o) for w, o in OWNER_WORDS]
    at, owner = max(named)
    if ask is not changed and _other_remainder(text[: ask.start()], game, where, owner if at >= 0 else None):
        return None, ""
    if ask is changed:  # 「手札8枚あったら何枚捨てる?」: no owner named, the seat the 手札 was set on
        seat = seats[owner] if at >= 0 else _held(accounted, where)
        return told_change(change(sim, seats, where, seat, changed.group(1)), summary), said
    if at >= 0:
        return final_value(sim, seats[owner], where), said
    held = _held(accounted, where)
    return (final_value(sim, held, where) if held is not None else None), said


# 「俺の絆の残りは何点?」「山札の残りは?」: the remainder of a noun (and a player) the ask names itself
_REMAINDER_OF = re.compile(
    r"(?:(相手|向こう|自分|俺|こっち)\s*の\s*)?([ァ-ヺー一-龯A-Za-z!]{1,8})\s*の\s*残り\s*(?:は|って)\s*$"
)


def _other_remainder(before: str, game: str, where: dict[str, str], owner: str | None) -> bool:
    """The bare ask's 「残りは」 names a noun or player other than the one quantity told (shared audit
    12s: 「相手の絆は6点。…俺の絆の残りは何点?」 had stated the opponent's 4, 「山札の残りは何枚?」 a 絆)."""
    said = _REMAINDER_OF.search(before)
    if said is None:
        return False
    asked = zones_named(said.group(2), game)
    if asked and (where.get("zone") or where.get("counter")) not in asked:
        return True
    player = dict(OWNER_WORDS).get(said.group(1) or "")
    return player is not None and player != (owner or "self")


def _quoted(text: str, at: int) -> bool:
    """`at` lies inside a quoted card text: 「「あなたの手札1枚につき300ダメージ…」を撃った。いくつになる?」
    tells no hand of 1 — the count the text names is its unit, no quantity of the question."""
    return sum(text.count(c, 0, at) for c in "「『") > sum(text.count(c, 0, at) for c in "」』")


def _inside_word(text: str, at: int) -> bool:
    """Another state word runs through `at`: 「墓場のカード4枚」 tells 墓場's cards, not 場のカード."""
    return any(
        m.start() < at < m.end()
        for word in state_words()
        for m in re.finditer(re.escape(word), text[:at] + text[at : at + 1])
    )
