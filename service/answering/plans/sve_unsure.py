"""Words that decline every Shadowverse Evolve plan (`plans/sve._sure`; kept from the retired builders'
`scenarios/sve_conclusion.py`): a fact said not known, a set of targets asked, third persons' winner."""

from __future__ import annotations

# 「覚えてない」「スタンドかアクトか分からない」「相手の攻撃力は聞いてない」: a fact the question says is not
# known may decide the answer, and no plan's default may pick it (audit 10c)
UNSURE = (
    r"覚えて(?:い)?な|覚えがな|忘れ(?:た|ちゃ|まし)|不明|定かでな|はっきりしな"
    r"|(?:か|かどうか|か否か|は|も)\s*(?:わから|分から|わかん|分かん|知らな|知らん|聞いて(?:い)?な)"
)
# which card may be attacked (「どれを攻撃できる?」「どのフォロワーを攻撃できる?」「何を殴れる?」): the set of
# targets 8.4.3.1 allows, which no yes/no of one attack answers (audit 11b: 'no' stated for it); not
# 「どっちを攻撃してもいいの?」, a yes/no of any choice (sve-probe3-08)
WHICH_TARGET = (
    r"(?:どれ|どっち|どちら|どの\s*(?:フォロワー|カード|相手|対象)?|何|なに)\s*(?:を|に|へ)\s*(?:攻撃|殴|アタック)"
    r"(?!(?:し|っ)?\s*て\s*も)"
)
# third persons (「Aさん」「チームメイト」「友達」): the verdict's self/opponent are the asker's and the
# opponent's, and which of the two players is whom is not told (as ninjaslayer_defeat reads them)
THIRD = r"[A-ZＡ-Ｚ]\s*さん|チームメイト|友達|友人|仲間|知り合い|[A-ZＡ-Ｚ]\s*(?:君|くん|ちゃん)"
