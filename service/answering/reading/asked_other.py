"""Questions a simulated run does not answer though it runs what they tell (audit 10, sve).

`untaken_branch` — 「もし守護持ちがいなかったら…攻撃できた?」「ドレインがなかったら体力は?」「守護持ちが
いる場合といない場合で勝敗は変わる?」 ask about a branch the question did not take, or compare two: a
scenario runs what is told (the 【守護】 holder, the 【ドレイン】), and its verdict had been stated for
the branch not asked ('no' for 'yes'; 13 for 10). The lexicon reads such a branch as the modifier
`counterfactual` or `compared` (lexicon/<game>.jsonl); a question holding one is withheld, wherever
it stands (a modifier right before the 「?」 is read as what is asked, an ``about:`` ask).

`other_question` — 「交戦ダメージは誰が与える?」「攻撃目標を選ぶのはどっちのプレイヤー?」「攻撃したあと、
そのフォロワーはアクト状態?スタンド状態?」「2体が破壊される処理は何て呼ぶ?」 ask who, which state or
a name: the run's outcome ('ongoing') or its destroyed verdict had been stated as the answer. A name,
a time or an order asked in an asking sentence withholds any verdict; who acts, or a state,
withholds the default outcome and a permission (「誰が勝つ?」 is the winner verdict's own ask); an
obligation of a player's choice, asked alone (「ブロックしなきゃいけない?」), withholds an outcome, a
permission and a destroyed verdict.
"""

from __future__ import annotations

import re

from service.answering.reading.model import Reading, Role

_BRANCHES = frozenset({"counterfactual", "compared"})
# what a rule or a step is called: no run's verdict is a name
_NAME_ASK = re.compile(r"(?:何|なん)\s*(?:て|と)\s*(?:呼|言|いう|いい)|どう呼|名前は|用語")
# when, in which order: no verdict a run states (「いつ使える?」 is no yes/no); not where a card goes
# (「どこに行くの?」), which a game's plans answer with the zone it moves to (fow)
_WHEN_ASK = re.compile(
    r"(?<![そこあどや])いつ(?!も)|どの\s*(?:順|タイミング|時点|段階|ステップ|フェイズ)|順番(?!に)|順序|"
    r"(?:どっち|どちら)\s*(?:が|から)\s*先|(?:何|なん)\s*(?:の)?\s*(?:ステップ|フェイズ)"
)
# whose zone (「KOされたキャラは誰のトラッシュに置かれる?」「どっちの手札に入る?」): an owner, no verdict
# (onepiece audit 10 had stated the destroyed verdict True for it)
_OWNER_ASK = re.compile(
    r"(?:誰|だれ|どっち|どちら)\s*の\s*(?:トラッシュ|手札|デッキ|山札|墓場|墓地|コストエリア|ライフ|エリア|ゾーン|領域)"
)
# who does it: the winner (「誰が勝つ?」) and the card destroyed are verdicts; who chooses is not
# (not 「同じキャラを2回選ぶのは?」: what about choosing it twice)
_WHO_ASK = re.compile(r"誰|だれ|(?:どっち|どちら)\s*の\s*プレイヤー")
_SENTENCE = re.compile(r"[^。！?？]*[?？]")
# which card (「このイクサダメージの発生源はどのカード?」): the default outcome names none (ninjaslayer
# audit 10 had stated 'ongoing' for it); not 「スタンするのはどれ?」, which a conclusion may name (kiseki)
# 「どのリーダーを攻撃できる?」「どのUNITで?」: every game's card nouns (shared audit 12s: 'yes' for a leader)
_WHICH_ASK = re.compile(
    r"どの\s*(?:カード|キャラ(?:クター)?|フォロワー|ユニット|UNIT|ニンジャ|リーダー|リゾネイター|ルーラー|J-?ルーラー"
    r"|プレイヤー|相手)"
)
# who, as an alternative of a yes/no (「俺が出せる?それとも相手?」): the yes/no answers one player only
_OTHER_PLAYER = re.compile(
    r"^\s*(?:それとも|または|あるいは|もしくは)\s*(?:相手|自分|俺|私|僕|向こう|こっち)\s*(?:が|の方|のほう|側)?\s*[?？]$"
)
# the winner seen from the other player (「相手視点で勝者は?」): the verdict's self/opponent are the asker's
_OTHER_VIEW = re.compile(r"(?:相手|向こう|対戦相手)\s*(?:の)?\s*(?:視点|目線|から見|側から見)")
# where (「ダメチェでめくれたカードはどこに行く?」): answered only by a conclusion naming a place (fow's
# plans name the zone a card moves to); ninjaslayer round 10b had stated 'ongoing' for it — not the
# 「けどこれ」 of 「パワー同じだけどこれどうなる?」 (blind AA onepiece-aa-05), 「などこれら」 nor 施す
_WHERE_ASK = re.compile(r"(?<![けほな])どこ")
# the same for the other verdict kinds, not the 「けど」 of 「けどこれも負け?」 (onepiece),
# 「などこれら」 nor 施す
_WHERE_WORD = re.compile(r"(?<![けほな])どこ")
_WHERE_TARGET = re.compile(r"どこ\s*(?:を|に|へ)?\s*(?:攻撃|殴|アタック)")
_PLACE = re.compile(
    r"ゾーン|手札|デッキ|山札|墓地|墓場|オヒガン|トラッシュ|場|除外|領域|エリア|ライフ|フィールド|ソウル|軌跡|拠点|置"
)
# the place named as where a card goes (「トラッシュに置かれます」), not a zone's count (「相手のライフは2枚、
# 相手の手札は2枚になります」 answers no 「ライフのカードはどこに行く?」: onepiece audit 11b)
_PLACE_TO = re.compile(rf"(?:{_PLACE.pattern})\s*(?:に|へ|から|の\s*(?:上|下|一番))")
# 「…どこ行って、相手の墓地は何枚になる?」: a zone's count asked beside the place (fow-bn-19)
_COUNT_ASK = re.compile(r"何\s*枚|いくつ")
# a conclusion that says when: 「リフレッシュフェイズで、…」「エンドステップに…」
_TIMED = re.compile(r"^\s*\S{1,16}(?:フェイズ|ステップ)(?:で|に|の間に|中に)")
# an obligation asked (「ブロックしなきゃいけない?」「守護で受けないといけない?」「捨てる必要ある?」
# 「強制?」): a run performs the choices it is given, so its outcome (a block simulated as told) or a
# permission ('yes', it can) says nothing of whether the act must be done
_MUST_ASK = re.compile(
    r"(?:(?:なければ|なけりゃ|なきゃ|ないと|なくては|なくちゃ)\s*(?:なら|いけ|だめ|ダメ|駄目)[^?？。、]{0,8}"
    r"|(?:なきゃ|なくちゃ)\s*(?:の|なの)?|必要\s*(?:が|は)?\s*(?:ある|あり|ない|なし)[^?？。、]{0,6}"
    r"|強制[^?？。、]{0,6}|必須[^?？。、]{0,6}|義務[^?？。、]{0,6})[?？]$"
)
# the player's choices a scenario takes as told (a block, a counter, an interception): a must of one of
# them is asked of the player; a must of a rule's own act (「捨てる必要ある?」, the end phase discards by
# 7.4.7) is what the run performs and answers; so is a must asked beside another ask (「温存しなきゃダメ?
# 今撃てる?」: the permission answers both)
_CHOICE = re.compile(r"ブロック|カウンター|応戦|インターラプト|受け|守|かば|庇|アタック|攻撃|殴|使|発動|選")
# whether something remains or falls (「拠点は残る?」「絆は残る?」「絆、0まで落ちる?」): a default outcome
# ('ongoing') says nothing of it (kiseki audit 13 had stated 'ongoing' for them, the asked noun unread);
# kiseki only: sve's 「どっちが残る?」 and ninjaslayer's 「ダメージって…残る?」 are answered by their runs
_REMAIN_ASK = re.compile(
    r"(?:残(?:る|れる|らない|ります|って(?:る|いる))|落ち(?:る|ちゃう|ない)|やられ(?:る|ちゃう|ない))"
    r"\s*(?:の|ん)?\s*(?:です)?\s*(?:か|かな|よね|っけ)?\s*[?？]$"
)
# in every game, a card named as what remains (「俺のフォロワーは残る?」「そのキャラは残る?」): the default
# outcome ('ongoing') says nothing of the card (sve audit 13b had stated 'ongoing' of a follower destroyed
# by the fight, 8.4.9.1/11.3.1); 「どっちが残る?」 names no card and is answered by its run
_CARD_REMAIN = re.compile(
    r"(?:フォロワー|キャラ|カード|UNIT|ユニット|そいつ|あいつ)\s*(?:は|も|って|、)?\s*"
    r"残(?:る|れる|らない|ります)\s*(?:の|ん)?\s*(?:です)?\s*(?:か|かな|よね|っけ)?\s*[?？]$"
)
# the states a run has but the outcome verdict does not say (「アクト状態?」)
_STATES = frozenset({"about:rested", "about:active"})


def untaken_branch(reading: Reading) -> str | None:
    """Why the verdict is withheld when the question asks about an untaken or a compared branch."""
    for fact in reading.facts:
        if fact.concept.removeprefix("about:") in _BRANCHES:
            return f"「{fact.text}」は書かれた状況と別の場合を問うため、シミュレーションしていません"
    return None


def other_question(reading: Reading, kind: str, summary: str = "") -> str | None:
    """Why the verdict is withheld when the asking sentence asks something else: a name, a time or
    an order (any verdict), who acts or a state (the default outcome, not one
    asked with 「どうなる?」, and a permission). A time asked is answered by a what-happens run whose
    conclusion opens with the phase or step it happens in (onepiece 6-2-3: 「リーダーにつけたドン!!1枚っ
    ていつ戻るの?」 → 「リフレッシュフェイズで、…戻ります」)."""
    text = reading.text
    first = summary.removeprefix("シミュレーション結果:").split("。")[0]
    timed = kind == "outcome" and _TIMED.search(first)
    asking = [m.group() for m in _SENTENCE.finditer(text)]
    must = [m for m in (_MUST_ASK.search(a) for a in asking) if m is not None]
    if kind in ("outcome", "can", "destroyed") and len(must) == len(asking) == 1:
        chosen = _CHOICE.search(must[0].string[: must[0].start()][-10:])
        if chosen is not None:
            said = f"{chosen.group()}…{must[0].group()}"
            return f"「{said}」という義務を問う質問に、シミュレーションの結果は答えません"
    for sentence in _SENTENCE.finditer(text):
        # 「どっちの墓場に行く?」 answered by whose zone the run moved the card into (whose_zone.py)
        asks = [_NAME_ASK] + ([] if kind == "side" else [_OWNER_ASK]) + ([] if timed else [_WHEN_ASK])
        asks += [_WHO_ASK] if kind in ("outcome", "can") else []
        # 「どのフォロワーで攻撃すればいい?」: a yes/no names no card either (sve audit 12b had stated 'yes')
        asks += [_WHICH_ASK] if kind in ("outcome", "can") else []
        asks += [_OTHER_PLAYER] if kind == "can" else []
        asks += [_OTHER_VIEW] if kind in ("winner", "outcome") else []
        asks += [_REMAIN_ASK] if kind == "outcome" and reading.game == "kiseki" else []
        asks += [_CARD_REMAIN] if kind == "outcome" else []
        for pattern in asks:
            asked = pattern.search(sentence.group())
            if asked is not None:
                return f"「{asked.group()}」を問う質問に、シミュレーションの結果は答えません"
        where = _WHERE_ASK.search(sentence.group())
        # any verdict kind: a yes/no names no place (sve audit 10b: 「攻撃したら、自分のはどこに置かれる?」
        # had been stated 'yes' with 「攻撃できます」); 「どこ攻撃できる?」 asks a target, which a
        # permission run names (kiseki ks-q-03)
        if kind != "outcome":
            target = kind == "can" and _WHERE_TARGET.search(sentence.group()) is not None
            where = None if target else _WHERE_WORD.search(sentence.group())
        counted = _PLACE.search(first) is not None and _COUNT_ASK.search(sentence.group()) is not None
        if where is not None and not (_PLACE_TO.search(first) or counted):
            return f"「{where.group()}」を問う質問に、シミュレーションの結果は答えません"
        states = [
            f
            for f in reading.of(Role.ASK)
            if f.concept in _STATES and sentence.start() <= f.start < sentence.end()
        ]
        told = any(f.concept == "outcome" for f in reading.asks())  # 「どうなる?アクティブで戻る?」
        if states and kind == "outcome" and not told:
            return f"「{states[0].text}」の状態を問う質問に、シミュレーションの結果は答えません"
    return None


def which_unanswered(reading: Reading, kind: str, value: object) -> str | None:
    """Why a destroyed verdict of False is withheld for a which-card ask:
    「トラッシュに行ったのはどのカード?」 (a 【バニッシュ】ed life card) had been stated False — no card
    destroyed names none of the cards asked about (onepiece audit 11b); True, the card asked
    destroyed, still answers 「死ぬのはどのキャラ?」."""
    if kind != "destroyed" or value is not False:
        return None
    for sentence in _SENTENCE.finditer(reading.text):
        asked = _WHICH_ASK.search(sentence.group())
        if asked is not None:
            return f"「{asked.group()}」を問う質問に、シミュレーションの結果は答えません"
    return None
