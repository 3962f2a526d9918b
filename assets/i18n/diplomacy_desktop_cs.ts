<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
<context>
    <name>Advice</name>
    <message>
        <source>“{order}”</source>
        <comment>an order quoted in a sentence</comment>
        <translation>„{order}“</translation>
    </message>
    <message>
        <source>{order} supports {unit} to hold, but you ordered {unit} to move to {dest}. A support to hold only helps a unit that stays where it is: support the move itself instead.</source>
        <translation>{order} podporuje jednotku {unit} v držení pozice, ale jednotce {unit} jste nařídili přesun do provincie {dest}. Podpora držení pozice pomáhá jen jednotce, která zůstává na místě: podpořte raději samotný přesun.</translation>
    </message>
    <message>
        <source>{order} supports {unit} into {dest}, but your order for {unit} is {actual}. A support only counts for the very move you ordered.</source>
        <translation>{order} podporuje přesun jednotky {unit} do provincie {dest}, ale váš rozkaz pro jednotku {unit} je {actual}. Podpora platí jen pro přesně ten přesun, který jste nařídili.</translation>
    </message>
    <message>
        <source>{order} supports {unit} into {dest}, but {unit} has no order and will hold. A support only counts for the very move you ordered.</source>
        <translation>{order} podporuje přesun jednotky {unit} do provincie {dest}, ale jednotka {unit} nemá rozkaz a bude držet pozici. Podpora platí jen pro přesně ten přesun, který jste nařídili.</translation>
    </message>
    <message>
        <source>{order} convoys {army} to {dest}, but your order for {army} is {actual}. The army must be ordered to {dest} too, or the convoy does nothing.</source>
        <translation>{order} přepravuje jednotku {army} do provincie {dest}, ale váš rozkaz pro jednotku {army} je {actual}. I armáda musí dostat rozkaz k přesunu do provincie {dest}, jinak přeprava nic nezmůže.</translation>
    </message>
    <message>
        <source>{order} convoys {army} to {dest}, but {army} has no order and will stay. The army must be ordered to {dest} too, or the convoy does nothing.</source>
        <translation>{order} přepravuje jednotku {army} do provincie {dest}, ale jednotka {army} nemá rozkaz a zůstane na místě. I armáda musí dostat rozkaz k přesunu do provincie {dest}, jinak přeprava nic nezmůže.</translation>
    </message>
    <message>
        <source>{order}: {army} can only reach {dest} by convoy, and your fleets&apos; orders do not carry it there. It stays where it is unless another power&apos;s fleets convoy it.</source>
        <translation>{order}: jednotka {army} se do provincie {dest} dostane jen přepravou a rozkazy vašich flotil ji tam nepřepraví. Zůstane na místě, pokud ji nepřepraví flotily jiné velmoci.</translation>
    </message>
    <message>
        <source>{orders} all go to {dest}: with equal support none of them moves. Send one elsewhere, or support one of them.</source>
        <translation>Rozkazy {orders} míří všechny do provincie {dest}: při stejné podpoře se žádná z jednotek nepohne. Pošlete jednu jinam, nebo jednu z nich podpořte.</translation>
    </message>
    <message>
        <source>{first} and {second} both go to {dest}: with equal support neither moves. Send one elsewhere, or support one of them.</source>
        <translation>{first} a {second} míří oba do provincie {dest}: při stejné podpoře se ani jedna z jednotek nepohne. Pošlete jednu jinam, nebo jednu z nich podpořte.</translation>
    </message>
    <message>
        <source>{first} and {second} would swap places: two units cannot swap over land without a convoy, so neither moves.</source>
        <translation>{first} a {second} by si vyměnily místa: dvě jednotky si po souši bez přepravy místa vyměnit nemohou, takže se žádná nepohne.</translation>
    </message>
    <message>
        <source>{order} attacks your own {unit}, which stays there. You can never dislodge your own unit, so the move fails.</source>
        <translation>{order} útočí na vaši vlastní jednotku {unit}, která zůstává na místě. Vlastní jednotku nikdy nemůžete vytlačit, takže přesun selže.</translation>
    </message>
    <message>
        <source>{unit} has no order yet: it will hold.</source>
        <translation>Jednotka {unit} zatím nemá rozkaz: bude držet pozici.</translation>
    </message>
    <message>
        <source>No order yet, so they will hold: {units}.</source>
        <translation>Zatím bez rozkazu, budou tedy držet pozici: {units}.</translation>
    </message>
    <message>
        <source>{unit} has no order yet: it will be disbanded.</source>
        <translation>Jednotka {unit} zatím nemá rozkaz: bude zničena.</translation>
    </message>
    <message>
        <source>No order yet, so they will be disbanded: {units}.</source>
        <translation>Zatím bez rozkazu, budou tedy zničeny: {units}.</translation>
    </message>
    <message>
        <source>{orders} all retreat to {dest}: units that retreat to the same place are all disbanded.</source>
        <translation>Rozkazy {orders} vedou všechny k ústupu do provincie {dest}: jednotky, které ustoupí na stejné místo, jsou všechny zničeny.</translation>
    </message>
    <message>
        <source>{first} and {second} both retreat to {dest}: units that retreat to the same place are all disbanded.</source>
        <translation>{first} a {second} vedou oba k ústupu do provincie {dest}: jednotky, které ustoupí na stejné místo, jsou všechny zničeny.</translation>
    </message>
    <message>
        <source>Your home supply centre {centre} will be empty after this turn, with {units} next to it. Supply centres change hands after the Fall turn: leave or move a unit there.</source>
        <translation>Vaše domovské zásobovací centrum {centre} bude po tomto tahu prázdné a vedle něj stojí: {units}. Zásobovací centra mění majitele po podzimním tahu: nechte tam jednotku, nebo tam nějakou přesuňte.</translation>
    </message>
</context>
<context>
    <name>AdviceView</name>
    <message>
        <source>why?</source>
        <translation>proč?</translation>
    </message>
    <message>
        <source>Before you submit, check (advice only; you can still submit):</source>
        <translation>Než odevzdáte, zkontrolujte (jen rady; odevzdat můžete i tak):</translation>
    </message>
</context>
<context>
    <name>AutosaveKeeper</name>
    <message>
        <source>Autosave failed: {problem}</source>
        <translation>Automatické uložení selhalo: {problem}</translation>
    </message>
</context>
<context>
    <name>BotLevel</name>
    <message>
        <source>Easy</source>
        <translation>Snadný</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normální</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Těžký</translation>
    </message>
    <message>
        <source>{power} ({level} bot)</source>
        <translation>{power} (bot: {level})</translation>
    </message>
    <message>
        <source>Easy bots send each unit, one at a time, towards the nearby supply centres worth most to them, and guard their own when a rival is close. They support a unit only when a rival is next to its target, never convoy, never look ahead at what their neighbours will do, and do not remember who attacked them. A beginner can beat them.</source>
        <translation>Snadní boti posílají jednotky jednu po druhé k blízkým zásobovacím centrům, která mají pro ně největší cenu, a brání svá vlastní, když je soupeř blízko. Jednotku podporují, jen když stojí soupeř vedle jejího cíle, nikdy nepoužívají přepravu, nepředvídají, co udělají sousedé, a nepamatují si, kdo je napadl. Začátečník je může porazit.</translation>
    </message>
    <message>
        <source>Normal bots plan all their units together: supports for attacks and for units under threat, convoys with their own fleets, and no two of their units blocking each other. They try a few plans against what their neighbours will probably do and play the best one.</source>
        <translation>Normální boti plánují všechny své jednotky společně: podpory pro útoky i pro ohrožené jednotky, přepravu vlastními flotilami a žádné dvě vlastní jednotky, které by si překážely. Několik plánů vyzkoušejí proti tomu, co sousedé pravděpodobně udělají, a zahrají ten nejlepší.</translation>
    </message>
    <message>
        <source>Hard bots guess their neighbours&apos; orders several ways and test many plans against those guesses with the rules of the game (in Spring 1901, every named opening), keep the plan that ends with the most supply centres on average, then improve it unit by unit and with attacks that bring their own supports. In Spring they also look ahead to the Fall: a move is worth the centre it lets them take then. They think a moment longer.</source>
        <translation>Těžcí boti několika způsoby odhadují rozkazy sousedů, podle pravidel hry proti těmto odhadům vyzkoušejí mnoho plánů (na jaře 1901 každé pojmenované zahájení), ponechají si plán, který v průměru skončí s nejvíce zásobovacími centry, a pak ho zlepšují jednotku po jednotce i útoky, které si přivedou vlastní podporu. Na jaře hledí i na podzim: přesun má cenu centra, které jim pak umožní obsadit. Přemýšlejí o chvíli déle.</translation>
    </message>
</context>
<context>
    <name>BotTurns</name>
    <message>
        <source>Bots are thinking: {done} of {total}</source>
        <translation>Boti přemýšlejí: {done} z {total}</translation>
    </message>
    <message>
        <source>Bots</source>
        <translation>Boti</translation>
    </message>
    <message>
        <source>The bot playing {powers} could not give its orders this phase; its units hold.</source>
        <translation>Bot, který hraje (velmoci: {powers}), nemohl v této fázi zadat rozkazy; jeho jednotky drží pozici.</translation>
    </message>
</context>
<context>
    <name>Coast</name>
    <message>
        <source>north coast</source>
        <translation>severní pobřeží</translation>
    </message>
    <message>
        <source>south coast</source>
        <translation>jižní pobřeží</translation>
    </message>
    <message>
        <source>east coast</source>
        <translation>východní pobřeží</translation>
    </message>
    <message>
        <source>{province} ({coast})</source>
        <translation>{province} ({coast})</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>PIN:</source>
        <translation>PIN:</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Teď ne</translation>
    </message>
    <message>
        <source>Change submitted orders…</source>
        <translation>Změnit odevzdané rozkazy…</translation>
    </message>
    <message>
        <source>A player who has submitted may change their orders until the last player submits.</source>
        <translation>Hráč, který už odevzdal, může své rozkazy měnit, dokud neodevzdá poslední hráč.</translation>
    </message>
    <message>
        <source>Forgot my PIN…</source>
        <translation>Zapomněl(a) jsem PIN…</translation>
    </message>
    <message>
        <source>With the table&apos;s agreement: your sealed orders for this phase are discarded unread and you set a new PIN.</source>
        <translation>Se souhlasem stolu: vaše zapečetěné rozkazy pro tuto fázi se nepřečtené zahodí a nastavíte si nový PIN.</translation>
    </message>
    <message>
        <source>Your PIN or passphrase</source>
        <translation>Váš PIN nebo heslová fráze</translation>
    </message>
    <message>
        <source>Pass the computer to {player} ({powers})</source>
        <translation>Předejte počítač hráči {player} ({powers})</translation>
    </message>
    <message>
        <source>{phase}. Everyone else, please look away.</source>
        <translation>{phase}. Ostatní se prosím nedívejte.</translation>
    </message>
    <message>
        <source>{player} asked to change their orders for {phase}.</source>
        <translation>{player} chce změnit své rozkazy pro fázi {phase}.</translation>
    </message>
    <message>
        <source>I am {player}: show my orders</source>
        <translation>Jsem {player}: ukázat mé rozkazy</translation>
    </message>
    <message>
        <source>{player} is not here…</source>
        <translation>{player} tu není…</translation>
    </message>
    <message>
        <source>The table may go on without {player} this phase: their units hold (civil disorder). Nobody&apos;s orders are shown.</source>
        <translation>Stůl může v této fázi pokračovat bez hráče {player}: jeho jednotky drží pozice (občanské nepokoje). Ničí rozkazy se nezobrazí.</translation>
    </message>
    <message>
        <source>Wrong PIN. Try again.</source>
        <translation>Špatný PIN. Zkuste to znovu.</translation>
    </message>
</context>
<context>
    <name>DrawVote</name>
    <message>
        <source>Each surviving player will be asked in private. The game ends in a draw only if everyone agrees; who refused is not shown.</source>
        <translation>Každý přeživší hráč bude dotázán soukromě. Hra končí remízou, jen když souhlasí všichni; kdo odmítl, se neukáže.</translation>
    </message>
    <message>
        <source>The bots agree to any draw the players agree to.</source>
        <translation>Boti souhlasí s každou remízou, se kterou souhlasí hráči.</translation>
    </message>
    <message>
        <source>Propose a draw</source>
        <translation>Navrhnout remízu</translation>
    </message>
    <message>
        <source>Draw vote</source>
        <translation>Hlasování o remíze</translation>
    </message>
    <message>
        <source>{player}, do you agree to end the game in a draw shared by {survivors}?</source>
        <translation>{player}, souhlasíte s ukončením hry remízou? Remízu by sdíleli: {survivors}.</translation>
    </message>
    <message>
        <source>Agree to the draw</source>
        <translation>Souhlasit s remízou</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Odmítnout</translation>
    </message>
    <message>
        <source>No draw</source>
        <translation>Remíza nebude</translation>
    </message>
    <message>
        <source>Not every player agreed to a draw. The game goes on.</source>
        <translation>Ne všichni hráči souhlasili s remízou. Hra pokračuje.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nová hra…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otevřít…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Uložit</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Uložit &amp;jako…</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Cvičná hra</translation>
    </message>
    <message>
        <source>{game} — {phase} — Diplomacy Desktop</source>
        <translation>{game} — {phase} — Diplomacy Desktop</translation>
    </message>
    <message>
        <source>&amp;Free game (order every power)</source>
        <translation>&amp;Volná hra (rozkazy všem velmocem)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Neuložené změny</translation>
    </message>
    <message>
        <source>The game has changed since it was last saved. Save it first?

(Submitted orders and finished phases are also kept in the autosave.)</source>
        <translation>Hra se od posledního uložení změnila. Uložit ji nejdříve?

(Odevzdané rozkazy a dohrané fáze jsou také v automatickém uložení.)</translation>
    </message>
    <message>
        <source>Resume an unfinished game?</source>
        <translation>Pokračovat v nedohrané hře?</translation>
    </message>
    <message>
        <source>These games are not finished, the most recent first. Resume one, or start a new game; the others stay saved.</source>
        <translation>Tyto hry nejsou dohrané, nejnovější je první. Pokračujte v jedné, nebo začněte novou hru; ostatní zůstanou uložené.</translation>
    </message>
    <message>
        <source>{players} — {phase} — saved {when}</source>
        <translation>{players} — {phase} — uloženo {when}</translation>
    </message>
    <message>
        <source>Autosave failed: {problem}</source>
        <translation>Automatické uložení selhalo: {problem}</translation>
    </message>
    <message>
        <source>&amp;Practice against bots…</source>
        <translation>&amp;Cvičná hra proti botům…</translation>
    </message>
    <message>
        <source>Game already open</source>
        <translation>Hra je už otevřená</translation>
    </message>
    <message>
        <source>This game is open in another Diplomacy Desktop window. Play it there: two windows on one game would undo each other&apos;s moves.

The game on the board is unchanged.</source>
        <translation>Tato hra je otevřená v jiném okně Diplomacy Desktop. Hrajte ji tam: dvě okna s jednou hrou by si navzájem rušila tahy.

Hra na desce zůstává beze změny.</translation>
    </message>
    <message>
        <source>Practice against bots</source>
        <translation>Cvičná hra proti botům</translation>
    </message>
    <message>
        <source>Free game</source>
        <translation>Volná hra</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Hru nelze otevřít</translation>
    </message>
    <message>
        <source>{file} cannot be opened: {problem}

The game on the board is unchanged.</source>
        <translation>{file} nelze otevřít: {problem}

Hra na hracím plánu zůstává beze změny.</translation>
    </message>
    <message>
        <source>Continue from the autosave: {phase}</source>
        <translation>Pokračovat z automatického uložení: {phase}</translation>
    </message>
    <message>
        <source>Continue from this file, {phase}, as a new branch of the game (the autosave is kept)</source>
        <translation>Pokračovat z tohoto souboru, {phase}, jako nová větev hry (automatické uložení zůstane)</translation>
    </message>
    <message>
        <source>An older save of this game</source>
        <translation>Starší uložení této hry</translation>
    </message>
    <message>
        <source>{file} is an older save of this game: its autosave is further on, at {later}. Which should go on?</source>
        <translation>{file} je starší uložení této hry: její automatické uložení je dál, v {later}. Ve kterém se má pokračovat?</translation>
    </message>
    <message>
        <source>the game holds text that cannot be saved</source>
        <translation>hra obsahuje text, který nelze uložit</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Hru nelze uložit</translation>
    </message>
    <message>
        <source>{path} could not be written: {problem}</source>
        <translation>{path} nelze zapsat: {problem}</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Uloženo do {path}</translation>
    </message>
    <message>
        <source>Autosave damaged</source>
        <translation>Poškozené automatické uložení</translation>
    </message>
    <message>
        <source>The autosaved game could not be opened: {problem}

The file is kept as {file}.</source>
        <translation>Automaticky uloženou hru nelze otevřít: {problem}

Soubor je zachován jako {file}.</translation>
    </message>
</context>
<context>
    <name>HistoryBrowser</name>
    <message>
        <source>Viewing history: {phase} ({n} of {total}). Left/Right: step, Esc: back to the game.</source>
        <translation>Historie: {phase} ({n} z {total}). Vlevo/Vpravo: krok, Esc: zpět do hry.</translation>
    </message>
</context>
<context>
    <name>HotseatSession</name>
    <message>
        <source>Left/Right: look back at past phases. Game menu: propose a draw.</source>
        <translation>Vlevo/Vpravo: prohlížet minulé fáze. Nabídka Hra: navrhnout remízu.</translation>
    </message>
    <message>
        <source>Bots play {powers}.</source>
        <translation>Boti hrají: {powers}.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>{phase}: orders around {places}. Which orders succeed, which fail, and which units are dislodged?</source>
        <translation>{phase} – oblast: {places}. Které rozkazy uspějí, které selžou a které jednotky budou vytlačeny?</translation>
    </message>
    <message>
        <source>{phase}: units dislodged from {places} must retreat. Which retreat, and which are disbanded?</source>
        <translation>{phase} – vytlačené jednotky ({places}) musí ustoupit. Které ustoupí a které budou zničeny?</translation>
    </message>
    <message>
        <source>{phase}: builds and removals for {powers}. Which orders succeed, and which units are removed?</source>
        <translation>{phase} – nové a rozpuštěné jednotky ({powers}). Které rozkazy uspějí a které jednotky budou rozpuštěny?</translation>
    </message>
    <message>
        <source>DATC case {number}</source>
        <translation>Případ DATC {number}</translation>
    </message>
    <message>
        <source>Rulebook: the sample game</source>
        <translation>Pravidla: ukázková hra</translation>
    </message>
    <message>
        <source>Rulebook, diagram {number}</source>
        <translation>Pravidla, diagram {number}</translation>
    </message>
    <message>
        <source>Rulebook, worked example</source>
        <translation>Pravidla, řešený příklad</translation>
    </message>
    <message>
        <source>Rules summary, worked example</source>
        <translation>Shrnutí pravidel, řešený příklad</translation>
    </message>
    <message>
        <source>{source}, then {phase}</source>
        <translation>{source}, poté {phase}</translation>
    </message>
    <message>
        <source>{topic}: {places}</source>
        <translation>{topic}: {places}</translation>
    </message>
    <message>
        <source>{unit} (no order)</source>
        <translation>{unit} (bez rozkazu)</translation>
    </message>
</context>
<context>
    <name>LessonBrowser</name>
    <message>
        <source>Lesson</source>
        <translation>Lekce</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Zdroj</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Nejlepší</translation>
    </message>
    <message>
        <source>Your best score in this lesson</source>
        <translation>Vaše nejlepší skóre v této lekci</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>{group} ({done}/{total})</source>
        <translation>{group} ({done}/{total})</translation>
    </message>
</context>
<context>
    <name>LessonGroup</name>
    <message>
        <source>Beginners&apos; path: common mistakes</source>
        <translation>Pro začátečníky: časté chyby</translation>
    </message>
    <message>
        <source>Moving</source>
        <translation>Přesuny</translation>
    </message>
    <message>
        <source>Standoffs</source>
        <translation>Nerozhodné situace</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Podpora</translation>
    </message>
    <message>
        <source>Cutting support</source>
        <translation>Přerušení podpory</translation>
    </message>
    <message>
        <source>Convoys</source>
        <translation>Konvoje</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>Ústupy</translation>
    </message>
    <message>
        <source>Builds and removals</source>
        <translation>Nové a rozpuštěné jednotky</translation>
    </message>
    <message>
        <source>Civil disorder</source>
        <translation>Občanské nepokoje</translation>
    </message>
    <message>
        <source>Coasts</source>
        <translation>Pobřeží</translation>
    </message>
    <message>
        <source>The sample game, 1901-1902</source>
        <translation>Ukázková hra, 1901-1902</translation>
    </message>
    <message>
        <source>DATC 6.A: basic checks</source>
        <translation>DATC 6.A: základní kontroly</translation>
    </message>
    <message>
        <source>DATC 6.B: coastal issues</source>
        <translation>DATC 6.B: otázky pobřeží</translation>
    </message>
    <message>
        <source>DATC 6.C: circular movement</source>
        <translation>DATC 6.C: kruhový přesun</translation>
    </message>
    <message>
        <source>DATC 6.D: supports and dislodges</source>
        <translation>DATC 6.D: podpory a vytlačení</translation>
    </message>
    <message>
        <source>DATC 6.E: head-to-head battles</source>
        <translation>DATC 6.E: čelní střety</translation>
    </message>
    <message>
        <source>DATC 6.F: convoys</source>
        <translation>DATC 6.F: konvoje</translation>
    </message>
    <message>
        <source>DATC 6.G: convoying to adjacent places</source>
        <translation>DATC 6.G: přeprava do sousedních provincií</translation>
    </message>
    <message>
        <source>DATC 6.H: retreating</source>
        <translation>DATC 6.H: ústupy</translation>
    </message>
    <message>
        <source>DATC 6.I: building</source>
        <translation>DATC 6.I: umisťování jednotek</translation>
    </message>
    <message>
        <source>DATC 6.J: civil disorder and disbands</source>
        <translation>DATC 6.J: občanské nepokoje a rušení jednotek</translation>
    </message>
    <message>
        <source>Advanced: the DATC test cases (v3.0)</source>
        <translation>Pokročilé: testovací případy DATC (v3.0)</translation>
    </message>
</context>
<context>
    <name>LessonSummary</name>
    <message>
        <source>{units} ({power})</source>
        <translation>{units} ({power})</translation>
    </message>
    <message>
        <source>Retreats that succeed: {orders}.</source>
        <translation>Ústupy, které uspějí: {orders}.</translation>
    </message>
    <message>
        <source>Moves that succeed: {orders}.</source>
        <translation>Přesuny, které uspějí: {orders}.</translation>
    </message>
    <message>
        <source>Moves that fail: {orders}.</source>
        <translation>Přesuny, které neuspějí: {orders}.</translation>
    </message>
    <message>
        <source>{unit} ({power}) is dislodged by the attack from {place}.</source>
        <translation>Jednotka {unit} ({power}) je vytlačena útokem z provincie {place}.</translation>
    </message>
    <message>
        <source>Disbanded: {units}.</source>
        <translation>Zničené jednotky: {units}.</translation>
    </message>
    <message>
        <source>Builds and removals carried out: {orders}.</source>
        <translation>Provedené rozkazy k umístění a rozpuštění jednotek: {orders}.</translation>
    </message>
    <message>
        <source>Void, so not carried out: {orders}.</source>
        <translation>Neplatné, proto neprovedené: {orders}.</translation>
    </message>
    <message>
        <source>Removed by the civil disorder rule: {units}.</source>
        <translation>Jednotky rozpuštěné podle pravidla občanských nepokojů: {units}.</translation>
    </message>
    <message>
        <source>Units on the board afterwards: {units}.</source>
        <translation>Jednotky na hracím plánu potom: {units}.</translation>
    </message>
    <message>
        <source>No unit is left on the board.</source>
        <translation>Na hracím plánu nezůstane žádná jednotka.</translation>
    </message>
    <message>
        <source>No unit is dislodged.</source>
        <translation>Žádná jednotka není vytlačena.</translation>
    </message>
</context>
<context>
    <name>LessonView</name>
    <message>
        <source>choose…</source>
        <translation>vyberte…</translation>
    </message>
    <message>
        <source>Whole map</source>
        <translation>Celý hrací plán</translation>
    </message>
    <message>
        <source>Zoom out to the whole map (Ctrl+0); the wheel zooms too</source>
        <translation>Oddálit na celý hrací plán (Ctrl+0); přibližovat a oddalovat lze i kolečkem myši</translation>
    </message>
    <message>
        <source>Back to the lesson</source>
        <translation>Zpět k lekci</translation>
    </message>
    <message>
        <source>Frame the places this lesson is about again (Ctrl+0)</source>
        <translation>Znovu ukázat oblasti, o kterých je tato lekce (Ctrl+0)</translation>
    </message>
    <message>
        <source>Watch the board: the phase is being resolved.</source>
        <translation>Sledujte hrací plán: fáze se právě vyhodnocuje.</translation>
    </message>
    <message>
        <source>Your score: {percent}% ({right} of {total} right)</source>
        <translation>Vaše skóre: {percent} % ({right} z {total} správně)</translation>
    </message>
    <message>
        <source>Note: the source ({source}) gives a different result for {count} of these.</source>
        <translation>Pozor: zdroj ({source}) uvádí u {count} z nich jiný výsledek.</translation>
    </message>
    <message>
        <source>To remember: {lesson}</source>
        <translation>Zapamatujte si: {lesson}</translation>
    </message>
    <message>
        <source>not predicted</source>
        <translation>bez předpovědi</translation>
    </message>
    <message>
        <source>you said: {mark}</source>
        <translation>vaše předpověď: {mark}</translation>
    </message>
    <message>
        <source>rule: {rule}</source>
        <translation>pravidlo: {rule}</translation>
    </message>
    <message>
        <source>Choose a lesson on the left.</source>
        <translation>Vyberte lekci vlevo.</translation>
    </message>
    <message>
        <source>Also in the source, but not a valid order: it does nothing, so it is not asked about: {orders}</source>
        <translation>Také ve zdroji, ale není to platný rozkaz: nic nezpůsobí, proto se na něj lekce neptá: {orders}</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Velmoc</translation>
    </message>
    <message>
        <source>Order or unit</source>
        <translation>Rozkaz nebo jednotka</translation>
    </message>
    <message>
        <source>Your prediction</source>
        <translation>Vaše předpověď</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Co se stalo</translation>
    </message>
    <message>
        <source>Check and watch</source>
        <translation>Ověřit a sledovat</translation>
    </message>
    <message>
        <source>Compare your prediction with the rules and watch the phase resolve</source>
        <translation>Porovnejte předpověď s pravidly a sledujte vyhodnocení fáze</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Zkusit znovu</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Další lekce</translation>
    </message>
</context>
<context>
    <name>LessonsWindow</name>
    <message>
        <source>That was the last lesson of the list.</source>
        <translation>To byla poslední lekce seznamu.</translation>
    </message>
    <message>
        <source>Lessons tried: {done} of {total}, all right: {mastered}</source>
        <translation>Vyzkoušené lekce: {done} z {total}, bez chyby: {mastered}</translation>
    </message>
    <message>
        <source>Lessons — Diplomacy Desktop</source>
        <translation>Lekce — Diplomacy Desktop</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lekce</translation>
    </message>
    <message>
        <source>The lessons cannot be loaded: {problem}</source>
        <translation>Lekce nelze načíst: {problem}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Diplomacy Desktop</source>
        <translation>Diplomacy Desktop</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Soubor</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Ú&amp;pravy</translation>
    </message>
    <message>
        <source>&amp;Orders</source>
        <translation>&amp;Rozkazy</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Rozkazy</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Výsledky</translation>
    </message>
    <message>
        <source>Ordering for: </source>
        <translation>Rozkazy pro: </translation>
    </message>
    <message>
        <source>The power whose orders you are entering (Ctrl+Tab: next)</source>
        <translation>Velmoc, jejíž rozkazy zadáváte (Ctrl+Tab: další)</translation>
    </message>
    <message>
        <source>&amp;Adjudicate</source>
        <translation>&amp;Vyhodnotit</translation>
    </message>
    <message>
        <source>&amp;Take back the last phase</source>
        <translation>&amp;Vrátit poslední fázi</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>&amp;Lekce…</translation>
    </message>
    <message>
        <source>Open the &amp;sandbox</source>
        <translation>Otevřít &amp;pískoviště</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Konec</translation>
    </message>
    <message>
        <source>&amp;Delete order</source>
        <translation>&amp;Smazat rozkaz</translation>
    </message>
    <message>
        <source>&amp;Cancel order entry</source>
        <translation>&amp;Zrušit zadávání rozkazu</translation>
    </message>
    <message>
        <source>&amp;Hold</source>
        <translation>&amp;Držet pozici</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Přesun</translation>
    </message>
    <message>
        <source>&amp;Support</source>
        <translation>P&amp;odpora</translation>
    </message>
    <message>
        <source>&amp;Convoy</source>
        <translation>&amp;Konvoj</translation>
    </message>
    <message>
        <source>&amp;Disband</source>
        <translation>&amp;Zničit</translation>
    </message>
    <message>
        <source>&amp;Waive a build</source>
        <translation>&amp;Nevyužít novou jednotku</translation>
    </message>
    <message>
        <source>&amp;Type an order</source>
        <translation>&amp;Napsat rozkaz</translation>
    </message>
    <message>
        <source>&amp;Next power</source>
        <translation>Da&amp;lší velmoc</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Přiblížit</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Oddálit</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>Př&amp;izpůsobit oknu</translation>
    </message>
    <message>
        <source>Focus the &amp;board</source>
        <translation>Zaměřit &amp;hrací plán</translation>
    </message>
    <message>
        <source>Show the &amp;orders</source>
        <translation>Zobrazit &amp;rozkazy</translation>
    </message>
    <message>
        <source>Show the &amp;results</source>
        <translation>Zobrazit &amp;výsledky</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Zpět (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Znovu (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Znovu</translation>
    </message>
    <message>
        <source>Showing results: press Ctrl+Return to continue.</source>
        <translation>Zobrazeny výsledky: pokračujte klávesami Ctrl+Enter.</translation>
    </message>
    <message>
        <source>{unit} cannot go to {place}: {reason}</source>
        <translation>{unit} nemůže do provincie {place}: {reason}</translation>
    </message>
    <message>
        <source>supply centre of {power}</source>
        <translation>zásobovací centrum – {power}</translation>
    </message>
    <message>
        <source>neutral supply centre</source>
        <translation>neutrální zásobovací centrum</translation>
    </message>
    <message>
        <source>dislodged: {unit} ({power})</source>
        <translation>vytlačena: {unit} ({power})</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>&amp;Show the result</source>
        <translation>&amp;Ukázat výsledek</translation>
    </message>
    <message>
        <source>&amp;Continue to {phase}</source>
        <translation>&amp;Pokračovat: {phase}</translation>
    </message>
    <message>
        <source>Adjudicate</source>
        <translation>Vyhodnotit</translation>
    </message>
    <message>
        <source>Units or adjustments without an order: {n}. Units hold, retreats disband and the rules choose removals. Judge the phase anyway?</source>
        <translation>Jednotky nebo úpravy bez rozkazu: {n}. Jednotky bez rozkazu drží pozici, vytlačené jednotky bez rozkazu budou zničeny a jednotky k rozpuštění určí pravidla. Přesto fázi vyhodnotit?</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Vyhodnotit</translation>
    </message>
    <message>
        <source>Keep ordering</source>
        <translation>Pokračovat v rozkazech</translation>
    </message>
    <message>
        <source>Resolving {phase}: watch the board. Ctrl+Return shows the result at once.</source>
        <translation>Vyhodnocuje se {phase}: sledujte hrací plán. Ctrl+Enter ukáže výsledek hned.</translation>
    </message>
    <message>
        <source>Results of {phase}. Press Ctrl+Return to continue.</source>
        <translation>Výsledky fáze {phase}. Pokračujte klávesou Ctrl+Enter.</translation>
    </message>
    <message>
        <source>Only a practice game can take back a phase.</source>
        <translation>Fázi lze vrátit jen v cvičné hře.</translation>
    </message>
    <message>
        <source>Back to {phase}: change the orders and judge again.</source>
        <translation>Zpět k fázi {phase}: změňte rozkazy a vyhodnoťte znovu.</translation>
    </message>
    <message>
        <source>{power}: {n}</source>
        <translation>{power}: {n}</translation>
    </message>
    <message>
        <source>Supply centres: {counts}</source>
        <translation>Zásobovací centra: {counts}</translation>
    </message>
    <message>
        <source>{power} builds {n}</source>
        <translation>{power} umístí nové jednotky ({n})</translation>
    </message>
    <message>
        <source>{power} removes {n}</source>
        <translation>{power} rozpustí jednotky ({n})</translation>
    </message>
    <message>
        <source>Adjustments due: {due}</source>
        <translation>Čekající úpravy: {due}</translation>
    </message>
    <message>
        <source>The game is over: {result}.</source>
        <translation>Hra skončila: {result}.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Hrací plán</translation>
    </message>
    <message>
        <source>The map of Europe with every unit. Orders can also be typed: Ctrl+L goes to the typed box, Ctrl+2 to the results.</source>
        <translation>Mapa Evropy se všemi jednotkami. Rozkazy lze také psát: Ctrl+L přejde do pole pro psaní rozkazů, Ctrl+2 k výsledkům.</translation>
    </message>
    <message>
        <source>Ordering for</source>
        <translation>Rozkazy pro</translation>
    </message>
    <message>
        <source>Orders and results</source>
        <translation>Rozkazy a výsledky</translation>
    </message>
    <message>
        <source>Orders given</source>
        <translation>Zadané rozkazy</translation>
    </message>
    <message>
        <source>Type an order</source>
        <translation>Napište rozkaz</translation>
    </message>
    <message>
        <source>Phase on the board</source>
        <translation>Fáze na hracím plánu</translation>
    </message>
    <message>
        <source>Province under the pointer</source>
        <translation>Provincie pod ukazatelem</translation>
    </message>
    <message>
        <source>What happens now</source>
        <translation>Co se právě děje</translation>
    </message>
    <message>
        <source>Results: each order, its result and the reason under it</source>
        <translation>Výsledky: každý rozkaz, jeho výsledek a pod ním důvod</translation>
    </message>
    <message>
        <source>Results of {phase}: orders that succeeded: {succeeded}; orders that failed: {failed}. The results list gives each order with its reason.</source>
        <translation>Výsledky fáze {phase}: úspěšné rozkazy: {succeeded}; neúspěšné rozkazy: {failed}. Seznam výsledků uvádí každý rozkaz s jeho důvodem.</translation>
    </message>
</context>
<context>
    <name>Mark</name>
    <message>
        <source>succeeds</source>
        <translation>uspěje</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>selže</translation>
    </message>
    <message>
        <source>is dislodged</source>
        <translation>je vytlačena</translation>
    </message>
    <message>
        <source>retreats</source>
        <translation>ustoupí</translation>
    </message>
    <message>
        <source>is disbanded</source>
        <translation>je zničena</translation>
    </message>
    <message>
        <source>stays</source>
        <translation>zůstane</translation>
    </message>
    <message>
        <source>is removed</source>
        <translation>je rozpuštěna</translation>
    </message>
    <message>
        <source>stays in place</source>
        <translation>zůstane na místě</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Standard game</source>
        <translation>Standardní hra</translation>
    </message>
    <message>
        <source>No power is left to a bot.</source>
        <translation>Na bota nezbývá žádná velmoc.</translation>
    </message>
    <message>
        <source>Scenario:</source>
        <translation>Scénář:</translation>
    </message>
    <message>
        <source>Two players: {first} against {second}, from Spring {year}. The other powers have no units and their supply centres are neutral.</source>
        <translation>Dva hráči hrají proti sobě: {first} a {second}, od jara {year}. Ostatní velmoci nemají žádné jednotky a jejich zásobovací centra jsou neutrální.</translation>
    </message>
    <message>
        <source>Until a player controls {count} supply centres</source>
        <translation>Dokud hráč neovládne {count} zásobovacích center</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Hráč {n}</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>nepovinné</translation>
    </message>
    <message>
        <source>Beginner&apos;s help: during this player&apos;s turn, count their orders and warn them of likely mistakes, behind their curtain only. Remembered for this name.</source>
        <translation>Pomoc pro začátečníky: během tahu tohoto hráče počítá jeho rozkazy a upozorňuje ho na pravděpodobné chyby, jen jemu a jen v jeho tahu. Pro toto jméno se zapamatuje.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Two players play the 1914 scenario of the rulebook.</source>
        <translation>Dva hráči hrají scénář z roku 1914 podle pravidel.</translation>
    </message>
    <message>
        <source>Draw powers at random</source>
        <translation>Rozlosovat velmoci</translation>
    </message>
    <message>
        <source>Choose powers</source>
        <translation>Vybrat velmoci</translation>
    </message>
    <message>
        <source>Bots play the powers nobody plays</source>
        <translation>Boti hrají velmoci, které nikdo nehraje</translation>
    </message>
    <message>
        <source>Each player plays one power; bots play the others instead of leaving them neutral.</source>
        <translation>Každý hráč hraje jednu velmoc; ostatní místo neutrality hrají boti.</translation>
    </message>
    <message>
        <source>Bots</source>
        <translation>Boti</translation>
    </message>
    <message>
        <source>Easy plays like the classic DumbBot; Normal coordinates supports and convoys; Hard also tries its orders against its neighbours&apos; likely moves.</source>
        <translation>Snadný hraje jako klasický DumbBot; Normální koordinuje podpory a konvoje; Těžký navíc zkouší své rozkazy proti pravděpodobným tahům sousedů.</translation>
    </message>
    <message>
        <source>Level of every bot:</source>
        <translation>Úroveň všech botů:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Powers</source>
        <translation>Velmoci</translation>
    </message>
    <message>
        <source>PIN or passphrase</source>
        <translation>PIN nebo heslová fráze</translation>
    </message>
    <message>
        <source>Beginner&apos;s help</source>
        <translation>Pomoc pro začátečníky</translation>
    </message>
    <message>
        <source>Until a power controls 18 supply centres</source>
        <translation>Dokud některá velmoc neovládne 18 zásobovacích center</translation>
    </message>
    <message>
        <source>Until the end of the year</source>
        <translation>Do konce roku</translation>
    </message>
    <message>
        <source>The game ends</source>
        <translation>Hra končí</translation>
    </message>
    <message>
        <source>All surviving players may agree to a draw at any time.</source>
        <translation>Všichni přeživší hráči se mohou kdykoli dohodnout na remíze.</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Začít hru</translation>
    </message>
    <message>
        <source>One person tries out orders for every power; no turns, no secrets.</source>
        <translation>Jeden člověk zkouší rozkazy za všechny velmoci; bez tahů a bez tajností.</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Počet hráčů:</translation>
    </message>
    <message>
        <source>Powers:</source>
        <translation>Velmoci:</translation>
    </message>
    <message>
        <source>Empty powers:</source>
        <translation>Velmoci bez hráče:</translation>
    </message>
    <message>
        <source>Until a player controls 24 supply centres</source>
        <translation>Dokud hráč neovládne 24 zásobovacích center</translation>
    </message>
    <message>
        <source>Two players: the 1914 scenario. England, France and Russia against Austria, Germany and Turkey, from Spring 1914. Italy is neutral and may not be entered; after Fall 1914 a coin toss decides which side it joins.</source>
        <translation>Dva hráči: scénář z roku 1914. Anglie, Francie a Rusko proti Rakousku, Německu a Turecku, od jara 1914. Itálie je neutrální a nelze na ni vstoupit; po podzimu 1914 rozhodne hod mincí, ke které straně se přidá.</translation>
    </message>
    <message>
        <source>Free game (all powers)</source>
        <translation>Volná hra (všechny velmoci)</translation>
    </message>
    <message>
        <source>Not played, neutral: {powers}. Their units hold, can be supported by anyone and are removed if dislodged.</source>
        <translation>Nehrané, neutrální: {powers}. Jejich jednotky drží pozici, kdokoli je může podpořit a při vytlačení jsou zničeny.</translation>
    </message>
    <message>
        <source>Every power is played.</source>
        <translation>Hrají se všechny velmoci.</translation>
    </message>
    <message>
        <source>Seven players: no bots.</source>
        <translation>Sedm hráčů: žádní boti.</translation>
    </message>
    <message>
        <source>Each player plays one power. Bots play: {powers}.</source>
        <translation>Každý hráč hraje jednu velmoc. Boti hrají: {powers}.</translation>
    </message>
    <message>
        <source>Choose each bot&apos;s level, or one level for all of them above.</source>
        <translation>Zvolte úroveň každého bota, nebo výše jednu úroveň pro všechny.</translation>
    </message>
    <message numerus="yes">
        <source>Each player plays one power, drawn at random. Powers left to the bots: %n.</source>
        <translation>
            <numerusform>Každý hráč hraje jednu velmoc, vylosovanou náhodně. Boti hrají zbývající %n.</numerusform>
            <numerusform>Každý hráč hraje jednu velmoc, vylosovanou náhodně. Boti hrají zbývající %n.</numerusform>
            <numerusform>Každý hráč hraje jednu velmoc, vylosovanou náhodně. Boti hrají zbývajících %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the powers to give each bot its own level.</source>
        <translation>Chcete-li dát každému botovi vlastní úroveň, vyberte velmoci.</translation>
    </message>
    <message>
        <source>{name}: {problem}</source>
        <translation>{name}: {problem}</translation>
    </message>
    <message>
        <source>Each power can be given to one player only.</source>
        <translation>Každou velmoc lze dát jen jednomu hráči.</translation>
    </message>
    <message>
        <source>Each group of powers can be given to one player only.</source>
        <translation>Každou skupinu velmocí lze dát jen jednomu hráči.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Dva hráči mají stejné jméno.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Každý hráč potřebuje jméno.</translation>
    </message>
    <message>
        <source>These powers cannot be played together.</source>
        <translation>Tyto velmoci nelze hrát společně.</translation>
    </message>
</context>
<context>
    <name>Notation</name>
    <message>
        <source>en</source>
        <comment>the language code of the order notation file assets/notation/&lt;code&gt;.json</comment>
        <translation>cs</translation>
    </message>
</context>
<context>
    <name>OrderController</name>
    <message>
        <source>the order is empty</source>
        <translation>rozkaz je prázdný</translation>
    </message>
    <message>
        <source>expected a unit, e.g. {example}</source>
        <translation>očekávána jednotka, např. {example}</translation>
    </message>
    <message>
        <source>say {expected} for the unit</source>
        <translation>uveďte u jednotky {expected}</translation>
    </message>
    <message>
        <source>expected a destination province</source>
        <translation>očekávána cílová provincie</translation>
    </message>
    <message>
        <source>expected the supported unit</source>
        <translation>očekávána podporovaná jednotka</translation>
    </message>
    <message>
        <source>expected the convoyed army</source>
        <translation>očekávána přepravovaná armáda</translation>
    </message>
    <message>
        <source>expected {expected}</source>
        <translation>očekáváno {expected}</translation>
    </message>
    <message>
        <source>expected “{expected}” before the destination</source>
        <translation>před cílem očekáváno „{expected}“</translation>
    </message>
    <message>
        <source>expected “{expected}”</source>
        <translation>očekáváno „{expected}“</translation>
    </message>
    <message>
        <source>{items} or {last}</source>
        <translation>{items} nebo {last}</translation>
    </message>
    <message>
        <source>Which order: {options}?</source>
        <translation>Který rozkaz: {options}?</translation>
    </message>
    <message>
        <source>convoy</source>
        <comment>the word after &apos;via&apos; in a typed order</comment>
        <translation>přeprava</translation>
    </message>
    <message>
        <source>Cannot read the order: {problem} at the end.</source>
        <translation>Rozkaz nelze přečíst: {problem} na konci.</translation>
    </message>
    <message>
        <source>Cannot read the order: {problem} at “{word}”.</source>
        <translation>Rozkaz nelze přečíst: {problem} u „{word}“.</translation>
    </message>
    <message>
        <source>Read as “{order}”; in English notation it would be “{other}”.</source>
        <translation>Přečteno jako „{order}“; v anglickém zápisu by to bylo „{other}“.</translation>
    </message>
    <message>
        <source>Refused: {reason}.</source>
        <translation>Odmítnuto: {reason}.</translation>
    </message>
    <message>
        <source>Read in English notation: “{order}”.</source>
        <translation>Přečteno v anglickém zápisu: „{order}“.</translation>
    </message>
    <message>
        <source>Order {order}</source>
        <translation>Rozkaz {order}</translation>
    </message>
    <message>
        <source>Delete {order}</source>
        <translation>Smazat {order}</translation>
    </message>
    <message>
        <source>unexpected word</source>
        <translation>nečekané slovo</translation>
    </message>
    <message>
        <source>No power is on move.</source>
        <translation>Žádná velmoc není na tahu.</translation>
    </message>
    <message>
        <source>Clear orders</source>
        <translation>Smazat rozkazy</translation>
    </message>
    <message>
        <source>Refused: nobody at the keyboard holds this power&apos;s seat.</source>
        <translation>Odmítnuto: nikdo u klávesnice nemá místo této velmoci.</translation>
    </message>
</context>
<context>
    <name>OrderEntry</name>
    <message>
        <source>Click one of your units to order it.</source>
        <translation>Klikněte na svou jednotku a dejte jí rozkaz.</translation>
    </message>
    <message>
        <source>Click a dislodged unit to retreat or disband it.</source>
        <translation>Klikněte na vytlačenou jednotku: ustoupit, nebo zničit.</translation>
    </message>
    <message>
        <source>Click a home centre to build there, or one of your units to remove it.</source>
        <translation>Klikněte na domovské centrum pro novou jednotku, nebo na svou jednotku pro její rozpuštění.</translation>
    </message>
    <message>
        <source>Support {unit}: click its destination, or the unit itself to support it holding.</source>
        <translation>Podpora jednotce {unit}: klikněte na cíl, nebo na jednotku samotnou pro podporu držení pozice.</translation>
    </message>
    <message>
        <source>{unit} cannot support a unit there.</source>
        <translation>{unit} tam nemůže podpořit jednotku.</translation>
    </message>
    <message>
        <source>That support is not possible.</source>
        <translation>Taková podpora není možná.</translation>
    </message>
    <message>
        <source>Convoy {unit}: click where the army lands.</source>
        <translation>Přeprava jednotky {unit}: klikněte, kde se armáda vylodí.</translation>
    </message>
    <message>
        <source>{unit} cannot convoy a unit from there.</source>
        <translation>{unit} odtud nemůže přepravit jednotku.</translation>
    </message>
    <message>
        <source>The convoy cannot land there.</source>
        <translation>Konvoj se tam nemůže vylodit.</translation>
    </message>
    <message>
        <source>{unit}: click where it retreats, or press D to disband it.</source>
        <translation>{unit}: klikněte, kam ustoupí, nebo stiskněte D pro zničení.</translation>
    </message>
    <message>
        <source>{unit}: click a lit province to move, the unit to hold; {support} support, {convoy} convoy, Esc cancel.</source>
        <translation>{unit}: klikněte na zvýrazněnou provincii pro přesun, na jednotku pro držení pozice; {support} podpora, {convoy} přeprava, Esc zrušit.</translation>
    </message>
    <message>
        <source>Nothing to build or remove in {place}.</source>
        <translation>{place}: zde nelze nic umístit ani rozpustit.</translation>
    </message>
    <message>
        <source>Select a unit first.</source>
        <translation>Nejprve vyberte jednotku.</translation>
    </message>
    <message>
        <source>{unit} cannot support anyone.</source>
        <translation>{unit} nemůže nikoho podpořit.</translation>
    </message>
    <message>
        <source>{unit} supports: click the unit to support.</source>
        <translation>{unit} podporuje: klikněte na podporovanou jednotku.</translation>
    </message>
    <message>
        <source>Only a fleet at sea next to an army can convoy.</source>
        <translation>Přepravovat může jen flotila na moři vedle armády.</translation>
    </message>
    <message>
        <source>{unit} convoys: click the army to carry.</source>
        <translation>{unit} přepravuje: klikněte na armádu.</translation>
    </message>
    <message>
        <source>Select a dislodged unit first.</source>
        <translation>Nejprve vyberte vytlačenou jednotku.</translation>
    </message>
    <message>
        <source>Build {unit}</source>
        <translation>Umístit novou jednotku {unit}</translation>
    </message>
    <message>
        <source>To {dest}</source>
        <translation>Do provincie {dest}</translation>
    </message>
    <message>
        <source>Disband {unit}</source>
        <translation>Zničit {unit}</translation>
    </message>
    <message>
        <source>Support the move into {dest}</source>
        <translation>Podpořit přesun do provincie {dest}</translation>
    </message>
    <message>
        <source>Convoy to {dest}</source>
        <translation>Přeprava do provincie {dest}</translation>
    </message>
</context>
<context>
    <name>OrderPanel</name>
    <message>
        <source>Delete order</source>
        <translation>Smazat rozkaz</translation>
    </message>
    <message>
        <source>Delete the selected order ({key})</source>
        <translation>Smazat vybraný rozkaz ({key})</translation>
    </message>
    <message>
        <source>Waive a build</source>
        <translation>Nevyužít novou jednotku</translation>
    </message>
    <message>
        <source>Leave one build unused (W)</source>
        <translation>Nevyužít jednu novou jednotku (W)</translation>
    </message>
    <message>
        <source>&amp;Type an order (Ctrl+L), e.g. A Par - Bur:</source>
        <translation>&amp;Napište rozkaz (Ctrl+L), např. A Par - Bur:</translation>
    </message>
    <message>
        <source>A Par - Bur, Army Paris to Burgundy…</source>
        <translation>A - Par&gt;Bur, armáda Paříž - Burgundsko…</translation>
    </message>
    <message>
        <source>Waive one build</source>
        <translation>Nevyužitá nová jednotka</translation>
    </message>
    <message>
        <source>Builds left: {count}</source>
        <translation>Zbývá umístit: {count}</translation>
    </message>
    <message>
        <source>Removals left: {count}</source>
        <translation>Zbývá rozpustit: {count}</translation>
    </message>
    <message>
        <source>No builds or removals left.</source>
        <translation>Nic dalšího k umístění ani rozpuštění.</translation>
    </message>
    <message numerus="yes">
        <source>{given} of %n orders given</source>
        <translation>
            <numerusform>Zadané rozkazy: {given} / %n</numerusform>
            <numerusform>Zadané rozkazy: {given} / %n</numerusform>
            <numerusform>Zadané rozkazy: {given} / %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <source>succeeded</source>
        <translation>úspěch</translation>
    </message>
    <message>
        <source>bounced</source>
        <translation>neúspěšný přesun</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>přerušena</translation>
    </message>
    <message>
        <source>dislodged</source>
        <translation>vytlačena</translation>
    </message>
    <message>
        <source>illegal</source>
        <translation>nepovolený</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>bez účinku</translation>
    </message>
    <message>
        <source>no convoy</source>
        <translation>bez konvoje</translation>
    </message>
    <message>
        <source>disrupted</source>
        <translation>přeprava přerušena</translation>
    </message>
    <message>
        <source>disbanded</source>
        <translation>zničena</translation>
    </message>
    <message>
        <source>not matched</source>
        <translation>neodpovídá</translation>
    </message>
</context>
<context>
    <name>PaletteMenu</name>
    <message>
        <source>&amp;Classic colours</source>
        <translation>&amp;Klasické barvy</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Barvy</translation>
    </message>
    <message>
        <source>Colour-&amp;blind safe colours (Okabe–Ito)</source>
        <translation>Barvy pro &amp;barvoslepé (Okabe–Ito)</translation>
    </message>
    <message>
        <source>Seven hues told apart by every kind of colour vision, one per power, and grey for neutral</source>
        <translation>Sedm odstínů, které rozliší každý druh barevného vidění, jeden pro každou velmoc, a šedá pro neutrální</translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <source>Spring</source>
        <translation>Jaro</translation>
    </message>
    <message>
        <source>Fall</source>
        <translation>Podzim</translation>
    </message>
    <message>
        <source>Winter</source>
        <translation>Zima</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>přesuny</translation>
    </message>
    <message>
        <source>retreats</source>
        <translation>ústupy</translation>
    </message>
    <message>
        <source>adjustments</source>
        <translation>úpravy</translation>
    </message>
    <message>
        <source>{season} {year} ({kind})</source>
        <translation>{season} {year} ({kind})</translation>
    </message>
</context>
<context>
    <name>PinNote</name>
    <message>
        <source>A PIN keeps your orders from anyone who looks at the screen or opens the save file. A 4-digit PIN stops a glance, not a search: someone who copies the save file can try all 10,000 PINs in about 40 minutes. Six digits take days to search; a passphrase of three or four words is out of reach.</source>
        <translation>PIN chrání vaše rozkazy před každým, kdo se podívá na obrazovku nebo otevře uložený soubor. Čtyřmístný PIN zastaví pohled, ne hledání: kdo si uložený soubor zkopíruje, vyzkouší všech 10 000 PINů asi za 40 minut. Šest číslic znamená dny hledání; heslová fráze ze tří nebo čtyř slov je mimo dosah.</translation>
    </message>
    <message>
        <source>about {n} minutes</source>
        <translation>asi {n} min</translation>
    </message>
    <message>
        <source>about {n} hours</source>
        <translation>asi {n} h</translation>
    </message>
    <message>
        <source>about {n} days</source>
        <translation>asi {n} dní</translation>
    </message>
    <message>
        <source>about {n} years</source>
        <translation>asi {n} let</translation>
    </message>
    <message>
        <source>more than a lifetime</source>
        <translation>déle než lidský život</translation>
    </message>
    <message>
        <source>Trying every one like it: {time} for someone with the save file.</source>
        <translation>Vyzkoušet všechny podobné: {time} pro toho, kdo má uložený soubor.</translation>
    </message>
    <message>
        <source>A PIN or passphrase has at least 4 characters.</source>
        <translation>PIN nebo heslová fráze má alespoň 4 znaky.</translation>
    </message>
    <message>
        <source>A PIN or passphrase has at most {n} characters.</source>
        <translation>PIN nebo heslová fráze má nejvýše {n} znaků.</translation>
    </message>
    <message>
        <source>A passphrase cannot be only spaces.</source>
        <translation>Heslová fráze nesmí obsahovat jen mezery.</translation>
    </message>
</context>
<context>
    <name>PlaybackBar</name>
    <message>
        <source>Playback</source>
        <translation>Přehrávání</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <source>Play the next stage and stop (.)</source>
        <translation>Přehrát další etapu a zastavit (.)</translation>
    </message>
    <message>
        <source>Skip to end</source>
        <translation>Přeskočit na konec</translation>
    </message>
    <message>
        <source>Show the new position at once (Ctrl+.)</source>
        <translation>Ukázat novou pozici hned (Ctrl+.)</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Přehrát znovu</translation>
    </message>
    <message>
        <source>Watch the phase resolve again (R)</source>
        <translation>Znovu sledovat vyhodnocení fáze (R)</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Rychlost:</translation>
    </message>
    <message>
        <source>Motion</source>
        <translation>Pohyb</translation>
    </message>
    <message>
        <source>Animate the resolution (off: show the result at once)</source>
        <translation>Animovat vyhodnocení (vypnuto: ukázat výsledek hned)</translation>
    </message>
    <message>
        <source>Order by order</source>
        <translation>Rozkaz po rozkazu</translation>
    </message>
    <message>
        <source>Resolve one order at a time instead of a whole stage at once</source>
        <translation>Vyhodnocovat po jednom rozkazu místo celé etapy najednou</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pozastavit</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Přehrát</translation>
    </message>
    <message>
        <source>Play or pause the resolution (P)</source>
        <translation>Přehrát nebo pozastavit vyhodnocení (P)</translation>
    </message>
</context>
<context>
    <name>PowerLetter</name>
    <message>
        <source>A</source>
        <comment>Austria</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>E</source>
        <comment>England</comment>
        <translation>E</translation>
    </message>
    <message>
        <source>F</source>
        <comment>France</comment>
        <translation>F</translation>
    </message>
    <message>
        <source>G</source>
        <comment>Germany</comment>
        <translation>G</translation>
    </message>
    <message>
        <source>I</source>
        <comment>Italy</comment>
        <translation>I</translation>
    </message>
    <message>
        <source>R</source>
        <comment>Russia</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>T</source>
        <comment>Turkey</comment>
        <translation>T</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Easy</source>
        <translation>Snadná</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normální</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Těžká</translation>
    </message>
</context>
<context>
    <name>PracticeDialog</name>
    <message>
        <source>Practice against bots</source>
        <translation>Cvičná hra proti botům</translation>
    </message>
    <message>
        <source>Standard game (against six bots)</source>
        <translation>Standardní hra (proti šesti botům)</translation>
    </message>
    <message>
        <source>{game} (against one bot)</source>
        <translation>{game} (proti jednomu botovi)</translation>
    </message>
    <message>
        <source>You play one power; the other six are bots. They order when you submit, and their orders are revealed with the results. After Fall 1901 and Fall 1902 a scorecard compares your supply centres with what your opening usually gives against the same bots.</source>
        <translation>Hrajete za jednu velmoc, ostatních šest hrají boti. Ti dávají rozkazy, až odevzdáte své, a jejich rozkazy se odhalí spolu s výsledky. Po podzimu 1901 a podzimu 1902 porovná hodnocení vaše zásobovací centra s tím, co vaše zahájení proti stejným botům obvykle přináší.</translation>
    </message>
    <message>
        <source>Your power:</source>
        <translation>Vaše velmoc:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Hra:</translation>
    </message>
    <message>
        <source>Bots:</source>
        <translation>Boti:</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>Zahájení:</translation>
    </message>
    <message>
        <source>Beginner&apos;s help: count my orders and warn me of likely mistakes before I submit</source>
        <translation>Pomoc pro začátečníky: počítat mé rozkazy a před odevzdáním mě upozornit na pravděpodobné chyby</translation>
    </message>
    <message>
        <source>Advice on your own orders only; you can always submit. Game &gt; Beginner&apos;s help turns it off or on during the game.</source>
        <translation>Rady jen k vašim vlastním rozkazům; odevzdat můžete vždy. Hra &gt; Pomoc pro začátečníky ji během hry vypne nebo zapne.</translation>
    </message>
    <message>
        <source>Start practice</source>
        <translation>Začít cvičnou hru</translation>
    </message>
    <message>
        <source>{first} against {second}, from Spring {year}: you play one of them, one bot the other. The other powers have no units and their supply centres are neutral; {centres} supply centres at the end of a Fall win.</source>
        <translation>{first} a {second} hrají proti sobě od jara {year}: vy hrajete za jednu z velmocí, bot za druhou. Ostatní velmoci nemají žádné jednotky a jejich zásobovací centra jsou neutrální; vyhrává, kdo má na konci podzimu {centres} zásobovacích center.</translation>
    </message>
    <message>
        <source>Easy (DumbBot)</source>
        <translation>Snadná (DumbBot)</translation>
    </message>
    <message>
        <source>Normal (plans its units together)</source>
        <translation>Normální (plánuje jednotky společně)</translation>
    </message>
    <message>
        <source>Hard (tries its plans against its neighbours&apos;; slower)</source>
        <translation>Těžká (zkouší své plány proti plánům sousedů; pomalejší)</translation>
    </message>
    <message>
        <source>Play freely (no opening chosen)</source>
        <translation>Hrát volně (bez zvoleného zahájení)</translation>
    </message>
    <message>
        <source>{opening} — {share}% of games</source>
        <translation>{opening} — {share} % her</translation>
    </message>
    <message>
        <source>{opening} — rarely played</source>
        <translation>{opening} — hraje se zřídka</translation>
    </message>
    <message>
        <source>This opening is not measured against {level} bots yet, and too few of {power}&apos;s others are to make an average: the scorecard will have nothing to compare you with.</source>
        <translation>Toto zahájení zatím není proti botům úrovně {level} změřeno a ostatních zahájení za velmoc {power} je změřeno příliš málo na průměr: hodnocení vás nebude mít s čím srovnat.</translation>
    </message>
    <message>
        <source>Against {level} bots it usually gives {first} supply centres after Fall 1901 and {second} after Fall 1902 (mean of {games} simulated games, standard errors {error1} and {error2}).</source>
        <translation>Proti botům úrovně {level} obvykle dává {first} zásobovacích center po podzimu 1901 a {second} po podzimu 1902 (průměr z {games} simulovaných her, směrodatné chyby {error1} a {error2}).</translation>
    </message>
    <message>
        <source>This opening is not measured against {level} bots yet: the scorecard will compare you with {power}&apos;s average over its openings, weighted by how often players choose them ({share}% of them measured): {first} supply centres after Fall 1901 and {second} after Fall 1902.</source>
        <translation>Toto zahájení zatím není proti botům úrovně {level} změřeno: hodnocení vás porovná s průměrem zahájení za velmoc {power}, váženým podle toho, jak často je hráči volí (změřeno {share} %): {first} zásobovacích center po podzimu 1901 a {second} po podzimu 1902.</translation>
    </message>
    <message>
        <source>No opening book and no scorecard in this game: both come from games of seven powers.</source>
        <translation>V této hře není kniha zahájení ani hodnocení: obojí vychází z her sedmi velmocí.</translation>
    </message>
    <message>
        <source>You give your own Spring 1901 orders. If they are a named opening, the scorecard says which.</source>
        <translation>Rozkazy na jaro 1901 dáte sami. Pokud tvoří pojmenované zahájení, hodnocení řekne které.</translation>
    </message>
    <message>
        <source>Chosen in {games} of {total} games in Daniel Loeb&apos;s survey of 1981-85.</source>
        <translation>Zvoleno v {games} z {total} her v přehledu Daniela Loeba z let 1981–85.</translation>
    </message>
    <message>
        <source>Not counted in Daniel Loeb&apos;s survey; bots never open with it.</source>
        <translation>V přehledu Daniela Loeba se nevyskytuje; boti jím nikdy nezahajují.</translation>
    </message>
    <message>
        <source>What usually follows in Fall 1901: {plan}</source>
        <translation>Co obvykle následuje na podzim 1901: {plan}</translation>
    </message>
    <message>
        <source>Sources:</source>
        <translation>Zdroje:</translation>
    </message>
</context>
<context>
    <name>PracticeSession</name>
    <message>
        <source>&amp;Show the result</source>
        <translation>&amp;Ukázat výsledek</translation>
    </message>
    <message>
        <source>&amp;Continue to {phase}</source>
        <translation>&amp;Pokračovat: {phase}</translation>
    </message>
    <message>
        <source>&amp;Submit orders</source>
        <translation>&amp;Odevzdat rozkazy</translation>
    </message>
    <message>
        <source>Practice &amp;scorecard</source>
        <translation>&amp;Hodnocení cvičné hry</translation>
    </message>
    <message>
        <source>&amp;Beginner&apos;s help (count my orders, warn of likely mistakes)</source>
        <translation>&amp;Pomoc pro začátečníky (počítat mé rozkazy, upozornit na pravděpodobné chyby)</translation>
    </message>
    <message>
        <source>Submit anyway?</source>
        <translation>Přesto odevzdat?</translation>
    </message>
    <message>
        <source>Units or adjustments without an order: {n}. Units hold, retreats disband and the rules choose removals. Submit anyway?</source>
        <translation>Jednotky nebo úpravy bez rozkazu: {n}. Jednotky bez rozkazu drží pozici, vytlačené jednotky bez rozkazu budou zničeny a jednotky k rozpuštění určí pravidla. Přesto odevzdat?</translation>
    </message>
    <message>
        <source>Submit orders</source>
        <translation>Odevzdat rozkazy</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Odevzdat</translation>
    </message>
    <message>
        <source>Keep ordering</source>
        <translation>Pokračovat v rozkazech</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Cvičná hra</translation>
    </message>
    <message>
        <source>The bot playing {powers} could not give its orders this phase; its units hold.</source>
        <translation>Bot, který hraje (velmoci: {powers}), nemohl v této fázi zadat rozkazy; jeho jednotky drží pozici.</translation>
    </message>
    <message>
        <source>{power} against six {level} bots</source>
        <translation>{power} proti šesti botům (úroveň {level})</translation>
    </message>
    <message>
        <source>{game}: {power} against one {level} bot</source>
        <translation>{game}: {power} proti jednomu botovi (úroveň {level})</translation>
    </message>
    <message>
        <source>the game is over.</source>
        <translation>hra skončila.</translation>
    </message>
    <message>
        <source>Bots are thinking: {done} of {total}</source>
        <translation>Boti přemýšlejí: {done} z {total}</translation>
    </message>
    <message>
        <source>every order revealed: {phase} resolves on the board. Ctrl+Return shows the result at once.</source>
        <translation>všechny rozkazy odhaleny: fáze {phase} se vyhodnocuje na hracím plánu. Ctrl+Enter ukáže výsledek hned.</translation>
    </message>
    <message>
        <source>results of {phase}, every power&apos;s orders shown. Ctrl+Return: continue.</source>
        <translation>výsledky fáze {phase}, rozkazy všech velmocí zobrazeny. Ctrl+Enter: pokračovat.</translation>
    </message>
    <message>
        <source>{phase}: your orders, then Submit (Ctrl+Return); the bots order then.</source>
        <translation>{phase}: zadejte rozkazy a pak Odevzdat (Ctrl+Enter); potom dají rozkazy boti.</translation>
    </message>
    <message>
        <source>{phase}: your orders, then Submit (Ctrl+Return); the bot orders then.</source>
        <translation>{phase}: zadejte rozkazy a pak Odevzdat (Ctrl+Enter); potom dá rozkazy bot.</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Settings not read</source>
        <translation>Nastavení nebylo načteno</translation>
    </message>
    <message>
        <source>The settings file {file} was not read (it is a pipe, a device or far too large): the game started with its default settings and will not remember changes this time.</source>
        <translation>Soubor s nastavením {file} nebyl načten (je to roura, zařízení nebo je příliš velký): hra se spustila s výchozím nastavením a tentokrát si změny nezapamatuje.</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Yes</source>
        <translation>Ano</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Ne</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Diplomacy games (*.json);;All files (*)</source>
        <translation>Hry Diplomacie (*.json);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Otevřít hru</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Uložit hru</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>moved to {dest} with strength {attack}</source>
        <translation>přesun do provincie {dest} se silou {attack}</translation>
    </message>
    <message>
        <source>held</source>
        <translation>držela pozici</translation>
    </message>
    <message>
        <source>held with strength {strength} against an attack of {attack} by {attacker}</source>
        <translation>držela pozici se silou {strength} proti útoku síly {attack} jednotky {attacker}</translation>
    </message>
    <message>
        <source>support given to {supported}</source>
        <translation>jednotce {supported} poskytnuta podpora</translation>
    </message>
    <message>
        <source>convoyed {army} to {dest}</source>
        <translation>přepravila jednotku {army} do provincie {dest}</translation>
    </message>
    <message>
        <source>retreated to {dest}</source>
        <translation>ustoupila do provincie {dest}</translation>
    </message>
    <message>
        <source>disbanded as ordered</source>
        <translation>zničena podle rozkazu</translation>
    </message>
    <message>
        <source>built {unit}</source>
        <translation>umístěna nová jednotka {unit}</translation>
    </message>
    <message>
        <source>removed as ordered</source>
        <translation>rozpuštěna podle rozkazu</translation>
    </message>
    <message>
        <source>build waived</source>
        <translation>nová jednotka nevyužita</translation>
    </message>
    <message>
        <source>bounced: strength {attack} against {other}, also moving to {dest} with {prevent}</source>
        <translation>neúspěšný přesun: síla {attack} proti jednotce {other}, která také táhla do provincie {dest} se silou {prevent}</translation>
    </message>
    <message>
        <source>bounced: strength {attack} against {defender} ({defence}), which was moving to {defender_dest}</source>
        <translation>neúspěšný přesun: síla {attack} proti jednotce {defender} (síla {defence}), která táhla do provincie {defender_dest}</translation>
    </message>
    <message>
        <source>cannot dislodge {defender}, a unit of the same power</source>
        <translation>nelze vytlačit jednotku {defender} stejné velmoci</translation>
    </message>
    <message>
        <source>{others} also retreated to {dest}; all are disbanded</source>
        <translation>do provincie {dest} ustoupila také: {others}; všechny jsou zničeny</translation>
    </message>
    <message>
        <source>cut: dislodged by {attacker}</source>
        <translation>přerušena: vytlačena jednotkou {attacker}</translation>
    </message>
    <message>
        <source>no effect: {supported} attacks {defender}, a unit of the supporter&apos;s own power</source>
        <translation>bez účinku: jednotka {supported} útočí na jednotku {defender} velmoci podporujícího</translation>
    </message>
    <message>
        <source>{supported} was ordered {actual}</source>
        <translation>jednotka {supported} dostala rozkaz {actual}</translation>
    </message>
    <message>
        <source>{unit} cannot move to {province} itself, so it cannot support there</source>
        <translation>jednotka {unit} se sama nemůže přesunout do provincie {province}, proto tam nemůže podporovat</translation>
    </message>
    <message>
        <source>{supported} can only reach {dest} by a convoy the supporter would have to give</source>
        <translation>jednotka {supported} se do provincie {dest} dostane jen přepravou, kterou by musel zajistit podporující</translation>
    </message>
    <message>
        <source>there is no unit in {province} to support</source>
        <translation>v provincii {province} není žádná jednotka k podpoře</translation>
    </message>
    <message>
        <source>{army} was ordered {actual}</source>
        <translation>jednotka {army} dostala rozkaz {actual}</translation>
    </message>
    <message>
        <source>the convoy of {army} was not used</source>
        <translation>přeprava jednotky {army} nebyla využita</translation>
    </message>
    <message>
        <source>{unit} cannot be part of a convoy from {src} to {dest}</source>
        <translation>jednotka {unit} nemůže být součástí přepravy z provincie {src} do provincie {dest}</translation>
    </message>
    <message>
        <source>no effect: the convoy and an attack on it decide each other; the rules then let the convoy fail</source>
        <translation>bez účinku: konvoj a útok na něj na sobě navzájem závisí; pravidla pak nechají konvoj selhat</translation>
    </message>
    <message>
        <source>no convoy from {src} to {dest} was ordered</source>
        <translation>nebyla nařízena žádná přeprava z provincie {src} do provincie {dest}</translation>
    </message>
    <message>
        <source>every convoy route was broken ({fleets} dislodged)</source>
        <translation>všechny trasy přepravy byly přerušeny (vytlačeno: {fleets})</translation>
    </message>
    <message>
        <source>the army stays: its convoy and an attack on it decide each other; the rules let the convoy fail</source>
        <translation>armáda zůstává: její konvoj a útok na něj na sobě navzájem závisí; pravidla nechají konvoj selhat</translation>
    </message>
    <message>
        <source>there is no unit in {location}</source>
        <translation>v provincii {location} není žádná jednotka</translation>
    </message>
    <message>
        <source>{unit} belongs to {owner}</source>
        <translation>jednotka {unit} patří velmoci {owner}</translation>
    </message>
    <message>
        <source>{unit} already has an order</source>
        <translation>jednotka {unit} už má rozkaz</translation>
    </message>
    <message>
        <source>{unit} cannot move to {dest}</source>
        <translation>jednotka {unit} se nemůže přesunout do provincie {dest}</translation>
    </message>
    <message>
        <source>say which coast of {province}: {coasts}</source>
        <translation>uveďte pobřeží provincie {province}: {coasts}</translation>
    </message>
    <message>
        <source>{unit} cannot reach {dest}</source>
        <translation>jednotka {unit} se nedostane do provincie {dest}</translation>
    </message>
    <message>
        <source>an army cannot move to a sea area</source>
        <translation>armáda nemůže vstoupit do mořské oblasti</translation>
    </message>
    <message>
        <source>a fleet cannot enter {dest}, which is inland</source>
        <translation>flotila nemůže vstoupit do vnitrozemské provincie {dest}</translation>
    </message>
    <message>
        <source>no fleets can convoy {unit} to {dest}</source>
        <translation>žádné flotily nemohou přepravit jednotku {unit} do provincie {dest}</translation>
    </message>
    <message>
        <source>only a fleet in a sea area can convoy</source>
        <translation>přepravovat může jen flotila v mořské oblasti</translation>
    </message>
    <message>
        <source>only armies can be convoyed</source>
        <translation>přepravovat lze jen armády</translation>
    </message>
    <message>
        <source>a fleet cannot be convoyed</source>
        <translation>flotilu nelze přepravit</translation>
    </message>
    <message>
        <source>a unit cannot move to its own province</source>
        <translation>jednotka se nemůže přesunout do své vlastní provincie</translation>
    </message>
    <message>
        <source>{province} may not be entered while Italy is neutral</source>
        <translation>do provincie {province} nelze vstoupit, dokud je Itálie neutrální</translation>
    </message>
    <message>
        <source>moved with strength {attack} against {defence}, dislodging {defender}</source>
        <translation>přesun se silou {attack} proti síle {defence}, jednotka {defender} vytlačena</translation>
    </message>
    <message>
        <source>bounced: strength {attack} against {defender}, which held with {defence}</source>
        <translation>neúspěšný přesun: síla {attack} proti jednotce {defender}, která držela pozici se silou {defence}</translation>
    </message>
    <message>
        <source>cut: attacked by {attacker}</source>
        <translation>přerušena: napadena jednotkou {attacker}</translation>
    </message>
    <message>
        <source>dislodged by {attacker}: strength {attack} against {defence}</source>
        <translation>vytlačena jednotkou {attacker}: síla {attack} proti {defence}</translation>
    </message>
    <message>
        <source>a unit cannot support itself</source>
        <translation>jednotka nemůže podporovat sama sebe</translation>
    </message>
    <message>
        <source>{order_kind} orders are not given in the {phase} phase</source>
        <translation>rozkazy typu {order_kind} se ve fázi {phase} nedávají</translation>
    </message>
    <message>
        <source>{unit} was not dislodged</source>
        <translation>jednotka {unit} nebyla vytlačena</translation>
    </message>
    <message>
        <source>{unit} cannot retreat to {dest} ({why})</source>
        <translation>jednotka {unit} nemůže ustoupit do provincie {dest} ({why})</translation>
    </message>
    <message>
        <source>no retreat was ordered, so the unit is disbanded</source>
        <translation>nebyl vydán rozkaz k ústupu, jednotka je zničena</translation>
    </message>
    <message>
        <source>nowhere to retreat</source>
        <translation>není kam ustoupit</translation>
    </message>
    <message>
        <source>{province} is not a home centre of {power}</source>
        <translation>provincie {province} není domovské centrum velmoci {power}</translation>
    </message>
    <message>
        <source>{power} does not control {province}</source>
        <translation>velmoc {power} neovládá provincii {province}</translation>
    </message>
    <message>
        <source>{province} is occupied</source>
        <translation>provincie {province} je obsazena</translation>
    </message>
    <message>
        <source>{power} has no builds left</source>
        <translation>velmoc {power} už nemůže umístit další novou jednotku</translation>
    </message>
    <message>
        <source>a fleet cannot be built in {province}, which is inland</source>
        <translation>ve vnitrozemské provincii {province} nelze umístit flotilu</translation>
    </message>
    <message>
        <source>a fleet built in {province} needs a coast</source>
        <translation>flotila umístěná v provincii {province} potřebuje pobřeží</translation>
    </message>
    <message>
        <source>{province} already has a build</source>
        <translation>v provincii {province} už je nová jednotka</translation>
    </message>
    <message>
        <source>{power} has no removals left</source>
        <translation>velmoc {power} už nemusí nic rozpouštět</translation>
    </message>
    <message>
        <source>{power} gave too few removals: the unit farthest from its centres goes (distance {distance})</source>
        <translation>{power}: rozpuštěno příliš málo jednotek; odchází jednotka nejdále od domovských center (vzdálenost {distance})</translation>
    </message>
    <message>
        <source>occupied</source>
        <translation>obsazeno</translation>
    </message>
    <message>
        <source>the attacker came from there</source>
        <translation>útočník přišel odtud</translation>
    </message>
    <message>
        <source>left empty by a standoff</source>
        <translation>prázdné po nerozhodné situaci</translation>
    </message>
    <message>
        <source>not adjacent</source>
        <translation>nesousedí</translation>
    </message>
    <message>
        <source>to hold</source>
        <translation>držet pozici</translation>
    </message>
    <message>
        <source>to support</source>
        <translation>podporovat</translation>
    </message>
    <message>
        <source>to convoy</source>
        <translation>přepravovat</translation>
    </message>
    <message>
        <source>hold</source>
        <translation>držení pozice</translation>
    </message>
    <message>
        <source>the convoy failed: {fleets} dislodged</source>
        <translation>přeprava přerušena (vytlačeno: {fleets})</translation>
    </message>
    <message>
        <source>move</source>
        <translation>přesun</translation>
    </message>
    <message>
        <source>support</source>
        <translation>podpora</translation>
    </message>
    <message>
        <source>convoy</source>
        <translation>konvoj</translation>
    </message>
    <message>
        <source>retreat</source>
        <translation>ústup</translation>
    </message>
    <message>
        <source>disband</source>
        <translation>zničení</translation>
    </message>
    <message>
        <source>build</source>
        <translation>umístění nové jednotky</translation>
    </message>
    <message>
        <source>waive</source>
        <translation>nevyužití nové jednotky</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>přesunů</translation>
    </message>
    <message>
        <source>adjustment</source>
        <translation>úprav</translation>
    </message>
    <message>
        <source>to move to {dest}</source>
        <translation>přesunout se do provincie {dest}</translation>
    </message>
    <message>
        <source>held: the move of {attacker} could not dislodge it</source>
        <translation>držela pozici: přesun jednotky {attacker} ji nemohl vytlačit</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <source>held</source>
        <translation>držela pozici</translation>
    </message>
    <message>
        <source>no order: the unit held</source>
        <translation>bez rozkazu: jednotka držela</translation>
    </message>
    <message>
        <source>unused build</source>
        <translation>nevyužitá nová jednotka</translation>
    </message>
    <message>
        <source>not built</source>
        <translation>neumístěno</translation>
    </message>
    <message>
        <source>no build was ordered for this centre</source>
        <translation>v tomto centru nebyla umístěna nová jednotka</translation>
    </message>
    <message>
        <source>disbanded</source>
        <translation>zničena</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>rozpuštěna</translation>
    </message>
    <message>
        <source>why?</source>
        <translation>proč?</translation>
    </message>
    <message>
        <source>Open the rule behind this result: {rule}</source>
        <translation>Otevře pravidlo, které tento výsledek vysvětluje: {rule}</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Velmoc</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Rozkaz</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Pravidlo</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Proč</translation>
    </message>
    <message>
        <source>Every other unit stays where it is (units: {n}).</source>
        <translation>Všechny ostatní jednotky zůstávají, kde jsou (jednotek: {n}).</translation>
    </message>
</context>
<context>
    <name>ResultsStep</name>
    <message>
        <source>Adjudication</source>
        <translation>Vyhodnocení</translation>
    </message>
    <message>
        <source>Coin toss</source>
        <translation>Hod mincí</translation>
    </message>
    <message>
        <source>The coin has been tossed: {power} joins {player}. From Spring {year} {player} orders the units of {power}, and the provinces of {power} may be entered.</source>
        <translation>Mince byla hozena: {power} se přidává k hráči {player}. Od jara {year} {player} velí jednotkám velmoci {power} a na území velmoci {power} lze vstoupit.</translation>
    </message>
    <message>
        <source>Every order revealed: {phase} resolves on the board. Ctrl+Return shows the result at once.</source>
        <translation>Všechny rozkazy odhaleny: {phase} se vyhodnocuje na hracím plánu. Ctrl+Enter ukáže výsledek hned.</translation>
    </message>
    <message>
        <source>Results of {phase}: every order revealed. Continue (Ctrl+Return) to {next}.</source>
        <translation>Výsledky fáze {phase}: všechny rozkazy odhaleny. Pokračovat (Ctrl+Enter): {next}.</translation>
    </message>
    <message numerus="yes">
        <source>{winners} won with %n supply centres.</source>
        <translation>
            <numerusform>{winners} vítězí s %n zásobovacím centrem.</numerusform>
            <numerusform>{winners} vítězí s %n zásobovacími centry.</numerusform>
            <numerusform>{winners} vítězí s %n zásobovacími centry.</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw agreed by every surviving player: {winners}.</source>
        <translation>Remíza dohodnutá všemi přeživšími hráči: {winners}.</translation>
    </message>
    <message>
        <source>The agreed last year is over. Most supply centres ({n}): {winners}.</source>
        <translation>Dohodnutý poslední rok skončil. Nejvíce zásobovacích center ({n}): {winners}.</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Hra skončila</translation>
    </message>
    <message>
        <source>The game is over. {result}</source>
        <translation>Hra skončila. {result}</translation>
    </message>
    <message>
        <source>Left/Right: look back through the game.</source>
        <translation>Vlevo/Vpravo: prohlížet průběh hry.</translation>
    </message>
</context>
<context>
    <name>ResultsView</name>
    <message>
        <source>No phase has been adjudicated yet.</source>
        <translation>Zatím nebyla vyhodnocena žádná fáze.</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <source>The orders</source>
        <translation>Rozkazy</translation>
    </message>
    <message>
        <source>Judging the movement phase</source>
        <translation>Řešení rozkazů k přesunu</translation>
    </message>
    <message>
        <source>The 22 useful rules</source>
        <translation>22 užitečných pravidel</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>Ústupy</translation>
    </message>
    <message>
        <source>Supply centres, builds and removals</source>
        <translation>Zásobovací centra, nové jednotky a rozpuštění</translation>
    </message>
    <message>
        <source>{n}. {title}</source>
        <translation>{n}. {title}</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Hledat v pravidlech</translation>
    </message>
    <message>
        <source>Keeps the rules whose title or text has every word you type</source>
        <translation>Ponechá jen pravidla, jejichž název nebo text obsahuje všechna zadaná slova</translation>
    </message>
    <message>
        <source>No rule has all these words.</source>
        <translation>Žádné pravidlo neobsahuje všechna tato slova.</translation>
    </message>
    <message>
        <source>Choose a rule from the list.</source>
        <translation>Vyberte pravidlo ze seznamu.</translation>
    </message>
</context>
<context>
    <name>RulesReferenceDock</name>
    <message>
        <source>Rules reference</source>
        <translation>Pravidla hry</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Pravidla hry</translation>
    </message>
    <message>
        <source>The rules of the game, searchable</source>
        <translation>Pravidla hry s vyhledáváním</translation>
    </message>
</context>
<context>
    <name>SandboxWindow</name>
    <message>
        <source>There is no such place on the board.</source>
        <translation>Takové místo na hracím plánu není.</translation>
    </message>
    <message>
        <source>An army cannot stand in a sea area ({place}).</source>
        <translation>Armáda nemůže stát v mořské oblasti ({place}).</translation>
    </message>
    <message>
        <source>A fleet cannot stand in an inland province ({place}).</source>
        <translation>Flotila nemůže stát ve vnitrozemské provincii ({place}).</translation>
    </message>
    <message>
        <source>A fleet in {place} must be on one of its coasts.</source>
        <translation>Flotila v provincii {place} musí stát u jednoho z jejích pobřeží.</translation>
    </message>
    <message>
        <source>There is no unit in {place}.</source>
        <translation>V provincii {place} není žádná jednotka.</translation>
    </message>
    <message>
        <source>{place} is not a supply centre.</source>
        <translation>Provincie {place} není zásobovací centrum.</translation>
    </message>
    <message>
        <source>Choose a power first.</source>
        <translation>Nejdřív vyberte velmoc.</translation>
    </message>
    <message>
        <source>That phase does not exist.</source>
        <translation>Taková fáze neexistuje.</translation>
    </message>
    <message>
        <source>A dislodged unit needs the attacker standing in its province: place another power&apos;s unit in {place} first.</source>
        <translation>Vytlačená jednotka potřebuje útočníka ve své provincii: nejdřív umístěte do provincie {place} jednotku jiné velmoci.</translation>
    </message>
    <message>
        <source>The unit in {place} is of the same power: a power never dislodges its own unit.</source>
        <translation>Jednotka v provincii {place} patří téže velmoci: velmoc nikdy nevytlačí vlastní jednotku.</translation>
    </message>
    <message>
        <source>The attack cannot have come from {place}: it is not next to the dislodged unit.</source>
        <translation>Útok nemohl přijít z provincie {place}: nesousedí s vytlačenou jednotkou.</translation>
    </message>
    <message>
        <source>Dislodged units and standoffs belong to a retreat phase: set the phase type to Retreats first.</source>
        <translation>Vytlačené jednotky a nerozhodné situace patří do fáze ústupu: nejdřív nastavte typ fáze Ústupy.</translation>
    </message>
    <message>
        <source>Now click the province the attack came from.</source>
        <translation>Teď klikněte na provincii, odkud útok přišel.</translation>
    </message>
    <message>
        <source>Now click where the unit should stand.</source>
        <translation>Teď klikněte, kde má jednotka stát.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Save the position</source>
        <translation>Uložit pozici</translation>
    </message>
    <message>
        <source>The case file could not be written: {problem}</source>
        <translation>Soubor s případem nelze zapsat: {problem}</translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation>Uloženo: {file}.</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>Načítá se {file}…</translation>
    </message>
    <message>
        <source>the order {order} is not its power&apos;s to give</source>
        <translation>rozkaz {order} nepatří velmoci, která ho dává</translation>
    </message>
    <message>
        <source>Open a case file</source>
        <translation>Otevřít soubor s případem</translation>
    </message>
    <message>
        <source>{file} cannot be opened: {problem}</source>
        <translation>Soubor {file} nelze otevřít: {problem}</translation>
    </message>
    <message>
        <source>Opened {file}.</source>
        <translation>Otevřeno: {file}.</translation>
    </message>
    <message>
        <source>Save the position as a case file</source>
        <translation>Uložit pozici jako soubor s případem</translation>
    </message>
    <message>
        <source>Sandbox — Diplomacy Desktop</source>
        <translation>Pískoviště — Diplomacy Desktop</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Rozestavení</translation>
    </message>
    <message>
        <source>&amp;Open a case file…</source>
        <translation>&amp;Otevřít soubor s případem…</translation>
    </message>
    <message>
        <source>&amp;Save as a case file…</source>
        <translation>&amp;Uložit jako soubor s případem…</translation>
    </message>
    <message>
        <source>&amp;Close the sandbox</source>
        <translation>&amp;Zavřít pískoviště</translation>
    </message>
</context>
<context>
    <name>ScorecardDialog</name>
    <message>
        <source>Practice scorecard — Fall {year}</source>
        <translation>Hodnocení cvičné hry — podzim {year}</translation>
    </message>
</context>
<context>
    <name>ScorecardView</name>
    <message>
        <source>Scorecard after Fall {year}</source>
        <translation>Hodnocení po podzimu {year}</translation>
    </message>
    <message>
        <source>{power} against six {level} bots: {n} supply centres.</source>
        <translation>{power} proti šesti botům (úroveň {level}): zásobovací centra: {n}.</translation>
    </message>
    <message>
        <source>Gained: {gained}. Lost: {lost}.</source>
        <translation>Získaná: {gained}. Ztracená: {lost}.</translation>
    </message>
    <message>
        <source>How the bots played: {description}</source>
        <translation>Jak boti hráli: {description}</translation>
    </message>
    <message>
        <source>Orders that worked ({n})</source>
        <translation>Rozkazy, které vyšly ({n})</translation>
    </message>
    <message>
        <source>Orders that failed ({n})</source>
        <translation>Rozkazy, které selhaly ({n})</translation>
    </message>
    <message>
        <source>The game goes on: close this card and continue. Game &gt; Practice scorecard shows it again.</source>
        <translation>Hra pokračuje: zavřete hodnocení a hrajte dál. Hra &gt; Hodnocení cvičné hry je ukáže znovu.</translation>
    </message>
    <message>
        <source>Your opening</source>
        <translation>Vaše zahájení</translation>
    </message>
    <message>
        <source>Your Spring 1901 orders were the {opening}.</source>
        <translation>Vaše rozkazy na jaro 1901 byly zahájení „{opening}“.</translation>
    </message>
    <message>
        <source>You played freely: your Spring 1901 orders were not one of the named openings in the book.</source>
        <translation>Hráli jste volně: vaše rozkazy na jaro 1901 nebyly žádným z pojmenovaných zahájení v knize.</translation>
    </message>
    <message>
        <source>Your Spring 1901 orders were not one of the named openings in the book.</source>
        <translation>Vaše rozkazy na jaro 1901 nebyly žádným z pojmenovaných zahájení v knize.</translation>
    </message>
    <message>
        <source>You chose the {opening} and then changed its orders.</source>
        <translation>Zvolili jste zahájení „{opening}“ a pak jste jeho rozkazy změnili.</translation>
    </message>
    <message>
        <source>Sources of the {opening}:</source>
        <translation>Zdroje zahájení „{opening}“:</translation>
    </message>
    <message>
        <source>Against the usual</source>
        <translation>Ve srovnání s obvyklým</translation>
    </message>
    <message>
        <source>No baseline measured for the {opening} against {level} bots yet.</source>
        <translation>Pro zahájení „{opening}“ zatím není změřen žádný základ pro srovnání proti botům úrovně {level}.</translation>
    </message>
    <message>
        <source>You are compared with {power}&apos;s average over its openings, weighted by how often players choose them ({share}% of them measured): {mean} supply centres after Fall {year} against {level} bots, over {games} simulated games (standard error {stderr}).</source>
        <translation>Porovnáváte se s průměrem zahájení za velmoc {power}, váženým podle toho, jak často je hráči volí (změřeno {share} %): {mean} zásobovacích center po podzimu {year} proti botům úrovně {level}, z {games} simulovaných her (směrodatná chyba {stderr}).</translation>
    </message>
    <message>
        <source>Not enough of {power}&apos;s openings against {level} bots are measured yet, so there is nothing to compare with.</source>
        <translation>Zatím není změřeno dost zahájení za velmoc {power} proti botům úrovně {level}, takže není s čím srovnávat.</translation>
    </message>
    <message>
        <source>Your orders are compared with the opening you chose, the {opening}.</source>
        <translation>Vaše rozkazy se porovnávají se zahájením, které jste zvolili: „{opening}“.</translation>
    </message>
    <message>
        <source>Against {level} bots this opening usually gives {mean} supply centres after Fall {year} (mean of {games} simulated games, standard error {stderr}).</source>
        <translation>Proti botům úrovně {level} toto zahájení po podzimu {year} obvykle dává {mean} zásobovacích center (průměr z {games} simulovaných her, směrodatná chyba {stderr}).</translation>
    </message>
    <message>
        <source>You did better than usual: ahead of {share}% of the simulated games.</source>
        <translation>Vedli jste si lépe než obvykle: lépe než v {share} % simulovaných her.</translation>
    </message>
    <message>
        <source>You did about as well as usual (ahead of {share}% of the simulated games).</source>
        <translation>Vedli jste si zhruba jako obvykle (lépe než v {share} % simulovaných her).</translation>
    </message>
    <message>
        <source>You did worse than usual: ahead of only {share}% of the simulated games.</source>
        <translation>Vedli jste si hůře než obvykle: lépe jen než v {share} % simulovaných her.</translation>
    </message>
    <message>
        <source>How the baseline was made: in each simulated game {power} played this opening in Spring 1901 against six {level} bots, and from then on the baseline continued the opening with a bot of the same level. So it measures the opening, not a person&apos;s play.</source>
        <translation>Jak vznikl základ pro srovnání: v každé simulované hře zahrála velmoc {power} na jaře 1901 toto zahájení proti šesti botům úrovně {level} a od té doby v zahájení pokračoval bot stejné úrovně. Měří tedy zahájení, ne hru člověka.</translation>
    </message>
    <message>
        <source>These figures are out of date: the {level} bots have changed since they were measured on {date}, so take the comparison only as a rough guide.</source>
        <translation>Tato čísla jsou zastaralá: boti úrovně {level} se od měření dne {date} změnili, takže srovnání berte jen jako hrubé vodítko.</translation>
    </message>
    <message>
        <source>These figures may be out of date: the baselines file does not say which {level} bots they were measured with, so take the comparison only as a rough guide.</source>
        <translation>Tato čísla mohou být zastaralá: soubor se základy pro srovnání neuvádí, se kterými boty úrovně {level} byla změřena, takže srovnání berte jen jako hrubé vodítko.</translation>
    </message>
    <message>
        <source>Each opening got at least {least} and at most {most} simulated games, more only while the standard error was above {bound} centres. The usual figure lies within two standard errors of the mean about 19 times out of 20.</source>
        <translation>Každé zahájení dostalo nejméně {least} a nejvýše {most} simulovaných her; další se přidávaly jen dokud byla směrodatná chyba větší než {bound} center. Obvyklá hodnota leží do dvou směrodatných chyb od průměru zhruba v 19 případech z 20.</translation>
    </message>
    <message>
        <source>Measured on {date}.</source>
        <translation>Změřeno dne {date}.</translation>
    </message>
    <message>
        <source>How the simulated games ended:</source>
        <translation>Jak simulované hry skončily:</translation>
    </message>
    <message>
        <source>{n} centres</source>
        <translation>centra: {n}</translation>
    </message>
    <message>
        <source>← you</source>
        <translation>← vy</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Žádné.</translation>
    </message>
    <message>
        <source>(the unit was dislodged by {unit})</source>
        <translation>(jednotku vytlačila jednotka {unit})</translation>
    </message>
</context>
<context>
    <name>SeatKeeper</name>
    <message>
        <source>Forgotten PIN</source>
        <translation>Zapomenutý PIN</translation>
    </message>
    <message>
        <source>{player} forgot their PIN. If the table agrees, the orders {player} sealed for this phase are discarded unread, {player} sets a new PIN and enters their orders again. Nobody&apos;s orders are shown.</source>
        <translation>{player} zapomněl(a) svůj PIN. Pokud stůl souhlasí, rozkazy, které {player} pro tuto fázi zapečetil(a), se nepřečtené zahodí, {player} si nastaví nový PIN a zadá rozkazy znovu. Ničí rozkazy se nezobrazí.</translation>
    </message>
    <message>
        <source>Agree: a new PIN for {player}</source>
        <translation>Souhlasíme: nový PIN pro hráče {player}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Damaged PIN lock</source>
        <translation>Poškozené údaje PINu</translation>
    </message>
    <message>
        <source>{player}&apos;s PIN lock in the save file is damaged. If the table agrees that {player} is at the keyboard, {player} sets a new PIN and enters their orders for this phase again. Nobody&apos;s orders are shown.</source>
        <translation>Údaje PINu hráče {player} v uloženém souboru jsou poškozené. Pokud stůl souhlasí, že u klávesnice je {player}, {player} si nastaví nový PIN a zadá rozkazy pro tuto fázi znovu. Ničí rozkazy se nezobrazí.</translation>
    </message>
    <message>
        <source>The PIN lock of {players} is damaged in the save file, so their PIN cannot be checked and their sealed orders for this phase cannot be used. Nothing of them is shown. At their curtain, {players}: please set a new PIN and enter your orders again. Nothing else is lost.</source>
        <translation>Údaje PINu hráčů {players} jsou v uloženém souboru poškozené, a proto jejich PIN nelze ověřit a jejich zapečetěné rozkazy pro tuto fázi nelze použít. Nic z nich se nezobrazí. {players}: až na vás přijde řada, nastavte si prosím nový PIN a zadejte rozkazy znovu. Nic jiného se neztratilo.</translation>
    </message>
    <message>
        <source>Damaged orders</source>
        <translation>Poškozené rozkazy</translation>
    </message>
    <message>
        <source>The sealed orders of {players} for this phase are damaged or were changed in the save file, so they cannot be used. Nothing of them is shown. {players}: please enter your orders again. Nothing else is lost.</source>
        <translation>Zapečetěné rozkazy hráčů {players} pro tuto fázi jsou v uloženém souboru poškozené nebo změněné, a proto je nelze použít. Nic z nich se nezobrazí. {players}: zadejte prosím své rozkazy znovu. Nic jiného se neztratilo.</translation>
    </message>
</context>
<context>
    <name>SecretDialog</name>
    <message>
        <source>New PIN for {player}</source>
        <translation>Nový PIN pro hráče {player}</translation>
    </message>
    <message>
        <source>{player}, choose a new PIN or passphrase. Everyone else, please look away.</source>
        <translation>{player}, zvolte nový PIN nebo heslovou frázi. Ostatní se prosím nedívejte.</translation>
    </message>
    <message>
        <source>New PIN or passphrase:</source>
        <translation>Nový PIN nebo fráze:</translation>
    </message>
    <message>
        <source>Once more:</source>
        <translation>Ještě jednou:</translation>
    </message>
    <message>
        <source>Set this PIN</source>
        <translation>Nastavit tento PIN</translation>
    </message>
    <message>
        <source>The two entries differ. Type the same PIN twice.</source>
        <translation>Obě zadání se liší. Napište dvakrát stejný PIN.</translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message>
        <source>Place an army</source>
        <translation>Umístit armádu</translation>
    </message>
    <message>
        <source>Place a fleet</source>
        <translation>Umístit flotilu</translation>
    </message>
    <message>
        <source>Move a unit</source>
        <translation>Přesunout jednotku</translation>
    </message>
    <message>
        <source>Remove a unit</source>
        <translation>Odstranit jednotku</translation>
    </message>
    <message>
        <source>Set a centre&apos;s owner</source>
        <translation>Určit vlastníka centra</translation>
    </message>
    <message>
        <source>Dislodged army</source>
        <translation>Vytlačená armáda</translation>
    </message>
    <message>
        <source>Dislodged fleet</source>
        <translation>Vytlačená flotila</translation>
    </message>
    <message>
        <source>Mark a standoff</source>
        <translation>Označit nerozhodnou situaci</translation>
    </message>
    <message>
        <source>Click a province to put an army of the chosen power there.</source>
        <translation>Klikněte na provincii a umístí se do ní armáda zvolené velmoci.</translation>
    </message>
    <message>
        <source>Click a coast or sea to put a fleet of the chosen power there.</source>
        <translation>Klikněte na pobřeží nebo moře a umístí se tam flotila zvolené velmoci.</translation>
    </message>
    <message>
        <source>Click a unit, then the place it should stand.</source>
        <translation>Klikněte na jednotku a potom na místo, kde má stát.</translation>
    </message>
    <message>
        <source>Click a unit to take it off the board.</source>
        <translation>Klikněte na jednotku a odebere se z hracího plánu.</translation>
    </message>
    <message>
        <source>Click a supply centre to give it to the chosen power (or to nobody).</source>
        <translation>Klikněte na zásobovací centrum a dostane ho zvolená velmoc (nebo nikdo).</translation>
    </message>
    <message>
        <source>Click the attacker that took the province, then the province the attack came from.</source>
        <translation>Klikněte na útočníka, který provincii obsadil, a potom na provincii, odkud útok přišel.</translation>
    </message>
    <message>
        <source>Click a province that a standoff left empty: no unit may retreat there.</source>
        <translation>Klikněte na provincii, která zůstala prázdná kvůli nerozhodné situaci: nikdo do ní nesmí ustoupit.</translation>
    </message>
    <message>
        <source>A click on the board</source>
        <translation>Kliknutí na hrací plán</translation>
    </message>
    <message>
        <source>Power:</source>
        <translation>Velmoc:</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nikdo</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fáze</translation>
    </message>
    <message>
        <source>Season:</source>
        <translation>Roční období:</translation>
    </message>
    <message>
        <source>Year:</source>
        <translation>Rok:</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Typ:</translation>
    </message>
    <message>
        <source>Spring</source>
        <translation>Jaro</translation>
    </message>
    <message>
        <source>Fall</source>
        <translation>Podzim</translation>
    </message>
    <message>
        <source>Winter</source>
        <translation>Zima</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Přesuny</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>Ústupy</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>Úpravy</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>Prázdný plán</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Výchozí pozice</translation>
    </message>
    <message>
        <source>Undo set-up change</source>
        <translation>Vrátit změnu</translation>
    </message>
</context>
<context>
    <name>SubmissionStrip</name>
    <message>
        <source>{player}: civil disorder</source>
        <translation>{player}: občanské nepokoje</translation>
    </message>
    <message>
        <source>{player}: saving…</source>
        <translation>{player}: ukládá se…</translation>
    </message>
    <message>
        <source>{player}: submitted</source>
        <translation>{player}: odevzdáno</translation>
    </message>
    <message>
        <source>{player}: waiting</source>
        <translation>{player}: čeká se</translation>
    </message>
</context>
<context>
    <name>TableActions</name>
    <message>
        <source>C&amp;hange submitted orders…</source>
        <translation>Z&amp;měnit odevzdané rozkazy…</translation>
    </message>
    <message>
        <source>Propose a &amp;draw…</source>
        <translation>Navrhnout &amp;remízu…</translation>
    </message>
    <message>
        <source>History: &amp;previous phase</source>
        <translation>Historie: &amp;předchozí fáze</translation>
    </message>
    <message>
        <source>History: ne&amp;xt phase</source>
        <translation>Historie: &amp;další fáze</translation>
    </message>
    <message>
        <source>History: back to the &amp;game</source>
        <translation>Historie: zpět do &amp;hry</translation>
    </message>
    <message>
        <source>&amp;Submit orders</source>
        <translation>&amp;Odevzdat rozkazy</translation>
    </message>
    <message>
        <source>&amp;Show the result</source>
        <translation>&amp;Ukázat výsledek</translation>
    </message>
    <message>
        <source>&amp;Continue to {phase}</source>
        <translation>&amp;Pokračovat: {phase}</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>Turn</source>
        <translation>Tah</translation>
    </message>
</context>
<context>
    <name>TurnFlow</name>
    <message>
        <source>Waiting for {player}.</source>
        <translation>Čeká se na hráče {player}.</translation>
    </message>
    <message>
        <source>{player}, your PIN lock in the save file is damaged, so your PIN cannot be checked. With the table&apos;s agreement, set a new PIN, then enter your orders for this phase again.</source>
        <translation>{player}, údaje vašeho PINu v uloženém souboru jsou poškozené, a proto váš PIN nelze ověřit. Se souhlasem stolu si nastavte nový PIN a pak zadejte rozkazy pro tuto fázi znovu.</translation>
    </message>
    <message>
        <source>I am {player}: set a new PIN</source>
        <translation>Jsem {player}: nastavit nový PIN</translation>
    </message>
    <message>
        <source>{player}, your submitted orders were saved locked with your PIN. Enter it so that the phase can be judged.</source>
        <translation>{player}, vaše odevzdané rozkazy byly uloženy zamčené vaším PINem. Zadejte ho, aby bylo možné fázi vyhodnotit.</translation>
    </message>
    <message>
        <source>Unlock my orders</source>
        <translation>Odemknout mé rozkazy</translation>
    </message>
    <message>
        <source>A draw has been proposed. {player} votes in private; everyone else, please look away.</source>
        <translation>Byla navržena remíza. {player} hlasuje soukromě; ostatní se prosím nedívejte.</translation>
    </message>
    <message>
        <source>I am {player}: vote</source>
        <translation>Jsem {player}: hlasovat</translation>
    </message>
    <message>
        <source>Change submitted orders</source>
        <translation>Změnit odevzdané rozkazy</translation>
    </message>
    <message>
        <source>Go on without {player} for {phase}? {powers} will be in civil disorder for this phase: their units hold, their dislodged units are disbanded, they build nothing and any removals follow the rules. Orders {player} already gave are discarded unread. Until the last player submits, {player} can still take their powers back with &quot;Change submitted orders&quot;.</source>
        <translation>Pokračovat ve fázi {phase} bez hráče {player}? {powers} budou v této fázi v občanských nepokojích: jejich jednotky drží pozice, vytlačené jednotky budou zničeny, neumisťují nové jednotky a jednotky k rozpuštění určí pravidla. Rozkazy, které {player} už zadal(a), se nepřečtené zahodí. Dokud neodevzdá poslední hráč, může si {player} své velmoci vzít zpět přes „Změnit odevzdané rozkazy“.</translation>
    </message>
    <message>
        <source>Civil disorder</source>
        <translation>Občanské nepokoje</translation>
    </message>
    <message>
        <source>Go on without {player}</source>
        <translation>Pokračovat bez hráče {player}</translation>
    </message>
    <message>
        <source>Wait for {player}</source>
        <translation>Počkat na hráče {player}</translation>
    </message>
    <message>
        <source>Who wants to change their orders?</source>
        <translation>Kdo chce změnit své rozkazy?</translation>
    </message>
    <message>
        <source>{player}&apos;s turn ({powers}), {phase}: enter your orders, then Submit (Ctrl+Return).</source>
        <translation>Na tahu je {player} ({powers}), {phase}: zadejte rozkazy a pak Odevzdat (Ctrl+Enter).</translation>
    </message>
    <message>
        <source>{power}:</source>
        <comment>a power&apos;s name over the warnings about its orders</comment>
        <translation>{power}:</translation>
    </message>
    <message>
        <source>{power}: builds not used: {n}</source>
        <translation>{power}: nevyužité nové jednotky: {n}</translation>
    </message>
    <message>
        <source>{power}: removals not chosen, which the rules will choose: {n}</source>
        <translation>{power}: nevybrané jednotky k rozpuštění, určí je pravidla: {n}</translation>
    </message>
    <message>
        <source>Submit the orders of {powers}? You can change them until the last player submits.</source>
        <translation>Odevzdat rozkazy (velmoci: {powers})? Můžete je měnit, dokud neodevzdá poslední hráč.</translation>
    </message>
    <message>
        <source>Submit orders</source>
        <translation>Odevzdat rozkazy</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Odevzdat</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Ještě upravit</translation>
    </message>
</context>
</TS>
