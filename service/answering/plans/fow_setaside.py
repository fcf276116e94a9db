"""What a fow question sets aside (`plans.reread` steps): facts told as replaced (「AじゃなくてB」), quoted
card text told not received or not resolved (「…は受けてない」), another card's printed text (「…を持つ別の
カードが墓地にある」), a comparison of two situations asked (「…場合と…場合でどれだけ違う?」) and a state
supposed other than the one told (「もし水が風だったら」). Read as told, each had been run as a fact of the
situation asked (issue 11, audit 10)."""

from __future__ import annotations

import dataclasses
import re

from service.answering.plans.fow_common import TRIED
from service.answering.reading.model import Fact, Reading, Role

# 「「…[+200/+200]を得る」じゃなくて「…」を置いてたら」「500ダメージではなく300ダメージ」「…の代わりに」:
# what stands right before it is replaced by what follows — not a fact of the situation asked
_REPLACED = re.compile(r"\s*(?:じゃ|では)\s*な(?:くて|く|しで)|\s*の\s*代わりに")
_QUOTE = re.compile(r"[「『][^「」『』]*[」』]")
# the counters a quote or a modifier names: 「という名称のカウンター」「って名前のカウンター」「カウンター」
_COUNTERS = re.compile(r"[」』]?\s*(?:(?:という|って)\s*(?:名称|名前)?\s*の|の)?\s*カウンター")
_INSTEAD = "a fact said to be replaced by another (「AじゃなくてB」): the situation asked holds B only"


# 「「…[+200/+200]を得る」は受けてない」「「カードを2枚捨てる」は解決されなかった」「…を撃ってこなかった」:
# the quoted effect denied — not 「…がかかってないわけじゃない」 (a double negative tells it applied)
_DENIED = re.compile(
    r"\s*(?:は|を|も|が)?\s*(?:(?:[1１一]|何)\s*(?:個|つ|枚|回)?\s*も\s*)?(?:受け|与え|使|かか|掛か|撃|打|置|乗|解決|発動|プレイ|適用)[^。、?？「」『』]{0,5}?"
    r"(?:(?:っ?て(?:は)?(?:い)?|され(?:て(?:い)?)?|し|わ|た|け|ら|か|さ|こ)な[いかく]|(?:てい|って|て)?ませ)"
    r"(?![^。、?？]{0,4}(?:わけ|訳|こと|とは))"
)


def replaced(reading: Reading) -> Reading:
    """The quoted card text, or the one fact, right before 「じゃなくて」「ではなく」「の代わりに」 is the
    alternative set aside (「「ターン終了時まで[+200/+200]を得る」じゃなくて「+200/+200」という名称のカ
    ウンターを1個置いてたら攻撃力は?」 had applied both: 900 stated for 700, 10.21.2); quoted card text
    told not received, used or resolved (「「…[+200/+200]を得る」は受けてない」 had been applied, 600 for
    400; 「「カードを2枚捨てる」は解決されなかった」 discarded, 10.18.1) is no act of the situation either."""
    text = reading.text
    spans: list[tuple[int, int]] = []
    for m in _QUOTE.finditer(text):
        after = _COUNTERS.match(text, m.end())  # 「「+100/+100」という名称のカウンターは置かれてない」
        if _REPLACED.match(text, m.end()) or _DENIED.match(text, after.end() if after else m.end()):
            spans.append((m.start(), m.end()))
    quotes = [(m.start(), m.end()) for m in _QUOTE.finditer(text)]
    for f in reading.facts:
        if any(s <= f.start < e for s, e in spans + quotes):
            continue  # a fact in card text is that text's (「…ダメージを与えない」)
        if f.decisive and _REPLACED.match(text, f.end):
            spans.append((f.start, f.end))
        elif f.role in (Role.MODIFIER, Role.ACTION) and _DENIED.match(text, f.end):
            spans.append((f.start, f.end))  # 「そのあと300ダメージは与えなかった」「[+100/+100]は受けてない」
        elif (
            f.role is Role.MODIFIER
            and (after := _COUNTERS.match(text, f.end))
            and _DENIED.match(text, after.end())
        ):
            spans.append((f.start, after.end()))  # 「+100/+100カウンターは乗ってない」
    if not spans:
        return reading
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="replaced", why=_INSTEAD)
        if f.role is not Role.ASK and any(s <= f.start and f.end <= e for s, e in spans)
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


# 「「…[+100/+100]を得る」を持つ別のカードが墓地にある」: the quote is another card's printed text — whether
# it applies (where that card is, its condition) is not run
_OTHER_CARD = re.compile(
    r"\s*(?:を持つ|を持った|を持ってる|と書かれた|って書いてある|が書かれた)\s*(?:別|他|ほか|もう1枚|もう一枚)"
)
_ELSEWHERE = "the printed text of another card: whether it applies to the card asked is not run"


# 「墓地には「+100/+100」という名称のカウンターを置く呪文が1枚」: a card described by what its text does,
# told in a zone, not played — its act is not the situation's
_DESCRIBED = re.compile(
    r"(?:(?:(?:という|って)\s*(?:名称|名前)?\s*の)?\s*(?:カウンター)?\s*を\s*(?:置く|得る|与える|捨てる|引く))?\s*"
    r"(?:って)?(?:呪文|カード|スペル)(?![^。?？\n]*(?:撃|使|プレイ|解決|唱|打))"
)
_ZONES = re.compile(r"墓地|手札|山札|デッキ|除外")
# 「手札に「…600ダメージを与える」がある」: a card told only held in a zone — not played unless a play is
# told after it (「これ撃ったら」); its damage had been run as dealt (-100 stated for a life of 500)
_HELD = re.compile(
    r"\s*(?:って(?:いう)?\s*(?:カード|呪文|スペル))?\s*(?:が|は|も)\s*(?:ある|あります|あって|入って|残って)"
)
_PLAYED = re.compile(r"撃|打|使|プレイ|唱|解決|発動|起動")
# another quoted card with its own play after it (「俺は「…」を相手に撃った」): not a play of the held one
_OTHER_PLAYED = re.compile(
    r"[「『][^「」『』]*[」』](?:\s*(?:を|も|は)?[^。、「」『』]{0,8}?(?:撃|打|使|プレイ|唱|解決|発動|起動))?"
)
# 「墓地にある「…600ダメージを与える」」「手札に残ってる『…』」: the zone told before the card it holds
_HELD_BEFORE = re.compile(
    r"(?:墓地|手札|山札|デッキ|除外(?:エリア)?)\s*(?:の中)?\s*に\s*"
    r"(?:ある|あった|あります|入って(?:い)?る|残って(?:い)?る|置いて(?:あ|い)る|眠って(?:い)?る)\s*$"
)


def elsewhere_spans(text: str) -> list[tuple[int, int]]:
    spans = []
    for m in _QUOTE.finditer(text):
        if _OTHER_CARD.match(text, m.end()):
            spans.append((m.start(), m.end()))
            continue
        start = max(text.rfind(c, 0, m.start()) for c in "。??\n") + 1
        ends = [j for j in (text.find(c, m.end()) for c in "。??\n") if j >= 0]
        described = _DESCRIBED.match(text, m.end()) and _ZONES.search(
            text, start, min(ends, default=len(text))
        )
        held = (
            (_HELD.match(text, m.end()) and _ZONES.search(text, start, m.start()))
            or _HELD_BEFORE.search(text, start, m.start())
        ) and not _PLAYED.search(_OTHER_PLAYED.sub("", text[m.end() :]))
        if described or held:
            spans.append((m.start(), m.end()))
    return spans


def elsewhere(reading: Reading) -> Reading:
    """The stat changes and acts in a quote told as another card's text (「「このカードが場にある限り、あなた
    のリゾネイターは[+100/+100]を得る」を持つ別のカードが墓地にある」 had been applied to the resonator: 600
    for 500, 10.19.3) stay decisive under a concept no plan runs: the gate withholds them."""
    spans = elsewhere_spans(reading.text)
    if not spans:
        return reading
    facts = tuple(
        dataclasses.replace(f, concept="other_card_text", why=_ELSEWHERE)
        if f.role in (Role.MODIFIER, Role.ACTION) and any(s <= f.start and f.end <= e for s, e in spans)
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


# 「使った場合と使わない場合で」「どれだけ違う?」「どっちが多く減る?」「結果変わる?」: two situations
# compared — a run is of one of them
_COMPARE = re.compile(
    r"場合と[^。?？]*場合|(?:どれ|どのくらい|どんだけ|いくら|何点|何枚)(?:だけ|くらい)?(?:の)?(?:違|変わ|差)"
    r"|(?:どっち|どちら)(?:の方)?(?:が|を)[^。?？]{0,6}(?:多|少な|大き|小さ|高|低|得|損)|比べ|結果(?:は|が)?\s*変わ"
    r"|と[^。?？]{0,10}(?:で|では)[^。?？]{0,6}(?:違う|変わる|同じ)"
)
_COMPARED = "two situations compared: one run answers neither the difference nor which is more"


def comparisons(reading: Reading) -> Reading:
    """An ask in a sentence that compares two situations (「「…200軽減する」を使った場合と使わない場合で、
    ライフはどれだけ違う?」 had been answered with one of them, 1600) asks a comparison no plan runs."""
    text = reading.text
    facts = list(reading.facts)
    for i, f in enumerate(facts):
        if f.role is not Role.ASK:
            continue
        start = max(text.rfind(c, 0, f.start) for c in "。??\n") + 1
        ends = [j for j in (text.find(c, f.end) for c in "。??\n") if j >= 0]
        if _COMPARE.search(text, start, min(ends, default=len(text))):
            facts[i] = dataclasses.replace(f, concept="compare", why=_COMPARED)
    new = tuple(facts)
    return reading if new == reading.facts else dataclasses.replace(reading, facts=new)


# 「もし水が風だったら払える?」「相手が光だとしたら」: a state supposed other than the one told
_SUPPOSE = re.compile(
    r"(?:だったら|であったら|であれば|だとしたら|だとすれば|だとすると|じゃなかったら|でなかったら|でなければ)"
)
_IF = re.compile(r"もし(?:も)?")
_SUPPOSED = "a state supposed other than the one told (「もし水が風だったら」): the run holds the told one"


def supposed(reading: Reading) -> Reading:
    """A supposition whose clause holds no decisive fact (「コスト[風][風]の呪文。保有ウィルは風1、水1。もし水
    が風だったら払える?」 had been answered 'no' from the will told, 10.2.1) changes what was told in a way
    no fact reads: it is kept as a decisive fact no plan runs, so the gate withholds."""
    text = reading.text
    facts = list(reading.facts)
    for m in list(_SUPPOSE.finditer(text)) + list(_IF.finditer(text)):
        start = max(text.rfind(c, 0, m.start()) for c in "。、,??\n") + 1
        end = m.end()
        if m.re is _IF:  # 「もし…たら」: the clause from もし to its conditional
            cond = re.compile(r"たら|なら|れば|ば").search(text, m.end())
            stop = min([j for j in (text.find(c, m.end()) for c in "。?？\n") if j >= 0], default=len(text))
            if cond is None or cond.start() > stop:
                continue
            start, end = m.start(), cond.end()
        if any(f.decisive and start <= f.start and f.end <= end for f in facts):
            continue
        if any(f.concept == "supposed" and f.start < end and start < f.end for f in facts):
            continue
        facts.append(Fact(m.start(), end, text[m.start() : end], Role.MODIFIER, "supposed", why=_SUPPOSED))
    new = tuple(sorted(facts, key=lambda f: (f.start, f.end)))
    return reading if len(new) == len(reading.facts) else dataclasses.replace(reading, facts=new)


# 「あと何点与えれば破壊される?」: the amount still missing to reach an outcome; 「破壊されたあと、…ダメージ
# はどうなる?」: what becomes of something once the card has left play; 「何枚目?」: a position — no run's
# end answers any of them
_STILL = re.compile(r"あと\s*$")
_GONE = re.compile(
    r"破壊され(?:た|て)(?:あと|後|から)|破壊後|(?:墓地|除外エリア)に(?:行っ|置かれ|移動し)た(?:あと|後)"
)
# 「山札の上から何枚目を引く?」「何番目?」: a position asked, not a count
_ORDINAL = re.compile(r"何\s*(?:枚|番|回|個|体|点|人)?\s*目")
_BEYOND = "asked beyond what a run ends with: an amount still missing, or what follows the card leaving play"


def beyond(reading: Reading) -> Reading:
    """The asks of a sentence asking the amount still missing (「防御力500のリゾネイターに400ダメージを与え
    た。あと何点与えれば破壊される?」 had been answered 'not destroyed', 10.6.1) or what becomes of a thing
    after the card is destroyed (「破壊されたあと、このリゾネイターに乗ってたダメージはどうなる?」 had been
    answered with the damage dealt) are asks no plan runs."""
    text = reading.text
    facts = list(reading.facts)
    for f in reading.asks():
        start = max(text.rfind(c, 0, f.start) for c in "。??\n") + 1
        ends = [j for j in (text.find(c, f.end) for c in "。??\n") if j >= 0]
        end = min(ends, default=len(text))
        still = f.concept == "number" and f.text.startswith("何") and _STILL.search(text, start, f.start)
        still = still or (f.concept == "number" and _ORDINAL.match(text, f.start))  # 「上から何枚目を引く?」
        gone = f.concept == "outcome" and _GONE.search(text, start, f.start)
        if still or gone:
            facts = [
                dataclasses.replace(g, concept="beyond", why=_BEYOND)
                if g.role is Role.ASK and start <= g.start < end
                else g
                for g in facts
            ]
    new = tuple(facts)
    return reading if new == reading.facts else dataclasses.replace(reading, facts=new)


# 「山札が0枚ってことはない」「手札が3枚ってわけじゃない」「ライフ1000とは限らない」: the value told is denied
_NOT_SO = re.compile(
    r"\s*(?:って|という|っていう|とか)?\s*(?:(?:こと|わけ|訳)\s*(?:は|で|じゃ|では|も)?\s*(?:は)?\s*な[いく]"
    r"|とは限らな|でもな[いく]|じゃな[いく]|ではな[いく])"
)
_DENIED_VALUE = "a value told denied (「山札が0枚ってことはない」): what it is instead is not said"


def _stem_end(text: str, f: Fact) -> int:
    """Where a told value's words end: a count read to the stem of its negative (「1体もいな」) ends after
    its ending (「い」「く」「かった」), so 「1体もいないわけじゃない」 is the count of none denied."""
    if not f.text.endswith("な"):
        return f.end
    m = re.match(r"(?:かった|い|く)", text[f.end :])
    return f.end + m.end() if m else f.end


def denied_values(reading: Reading) -> Reading:
    """A count told and then denied (「手札3枚。「カードを2枚ドローする」を解決した。山札が0枚ってことはない。
    手札は?」 had been run with an empty deck: 3 stated for 5, 10.8.1) is no count of the situation: it stays
    decisive under a concept no plan runs, so the gate withholds."""
    text = reading.text
    facts = tuple(
        dataclasses.replace(f, concept="denied_value", why=_DENIED_VALUE)
        if f.role in (Role.QUANTITY, Role.STAT) and _NOT_SO.match(text, _stem_end(text, f))
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


# 「600ダメージを与えようとした」「与えるつもり」「入れたい」「通そうと思ってる」: a damage told only tried or
# meant — whether it was dealt is not told (it had been run as dealt: 'self' stated under 「ライフ0で負けと
# して」 and -100 for a life of 500, audit 14)
_MEANT = re.compile(
    r"\s*(?:点)?\s*(?:の\s*ダメージ)?\s*(?:を|は|も)?\s*(?:与え|入れ|通|ぶつけ|撃ち込|食らわせ|飛ば)"
    r"[^。、,?？!！\n「」『』]{0,4}?"
    r"(?:よう\s*と|[おこそとのほもよろごぞどぼぽ]う\s*と|る?\s*(?:つもり|予定)|た(?:い|か(?:っ|れ)))"
)
_MEANT_WHY = (
    "a damage only tried or meant (「与えようとした」「与えるつもり」): whether it was dealt is not told"
)


def meant(reading: Reading) -> Reading:
    """A damage told only tried or meant (or the card text holding it only tried: 「…を撃とうとした」)
    stays decisive under a concept no plan runs: the gate withholds (10.6.1/10.6.2 deal only a damage
    dealt)."""
    text = reading.text
    quotes = [(m.start(), m.end()) for m in _QUOTE.finditer(text)]
    facts = tuple(
        dataclasses.replace(f, concept="meant_damage", why=_MEANT_WHY)
        if f.role is Role.ACTION
        and f.concept == "damage"
        and (
            _MEANT.match(text, f.end)
            if not any(s <= f.start < e for s, e in quotes)
            # 「「…100ダメージを与える」を撃とうとした」: the card text holding it only tried or meant
            else any(s <= f.start < e and TRIED.match(text, e) for s, e in quotes)
        )
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


# 「相手本体に300、もう一回相手本体に300ダメージ」: a bare amount right after a target — a damage told with
# its 「ダメージ」 left out (audit 14: only the second was run, 'none' stated for 'self')
_AT_TARGET = re.compile(r"(?:本体|相手|自分|俺|こっち|プレイヤー|リゾネイター|リゾ|J|ルーラー)\s*に\s*$")
_NO_UNIT = re.compile(r"\s*(?:点)?\s*(?:[、,，と]|それから|そして|さらに|もう|$)")
_ELIDED = "an amount told after a target with its 「ダメージ」 left out: a damage the run does not read"


def elided(reading: Reading) -> Reading:
    """A bare number right after 「…に」 and before 「、」「と」: decisive, under a concept no plan runs."""
    text = reading.text
    facts = tuple(
        dataclasses.replace(f, role=Role.MODIFIER, concept="elided_damage", why=_ELIDED)
        if f.role is Role.NUMBER
        and _AT_TARGET.search(text, max(0, f.start - 8), f.start)
        and _NO_UNIT.match(text, f.end)
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)
