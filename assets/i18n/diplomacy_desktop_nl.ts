<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>Advice</name>
    <message>
        <source>“{order}”</source>
        <comment>an order quoted in a sentence</comment>
        <translation>‘{order}’</translation>
    </message>
    <message>
        <source>{order} supports {unit} to hold, but you ordered {unit} to move to {dest}. A support to hold only helps a unit that stays where it is: support the move itself instead.</source>
        <translation>{order} ondersteunt {unit} om stand te houden, maar u gaf {unit} de order naar {dest} te gaan. Steun om stand te houden helpt alleen een eenheid die blijft staan: ondersteun liever de verplaatsing zelf.</translation>
    </message>
    <message>
        <source>{order} supports {unit} into {dest}, but your order for {unit} is {actual}. A support only counts for the very move you ordered.</source>
        <translation>{order} ondersteunt {unit} naar {dest}, maar uw order voor {unit} is {actual}. Steun telt alleen voor precies de verplaatsing die u hebt gegeven.</translation>
    </message>
    <message>
        <source>{order} supports {unit} into {dest}, but {unit} has no order and will hold. A support only counts for the very move you ordered.</source>
        <translation>{order} ondersteunt {unit} naar {dest}, maar {unit} heeft geen order en houdt stand. Steun telt alleen voor precies de verplaatsing die u hebt gegeven.</translation>
    </message>
    <message>
        <source>{order} convoys {army} to {dest}, but your order for {army} is {actual}. The army must be ordered to {dest} too, or the convoy does nothing.</source>
        <translation>{order} konvooieert {army} naar {dest}, maar uw order voor {army} is {actual}. Het leger moet ook de order krijgen naar {dest} te gaan, anders doet het konvooi niets.</translation>
    </message>
    <message>
        <source>{order} convoys {army} to {dest}, but {army} has no order and will stay. The army must be ordered to {dest} too, or the convoy does nothing.</source>
        <translation>{order} konvooieert {army} naar {dest}, maar {army} heeft geen order en blijft staan. Het leger moet ook de order krijgen naar {dest} te gaan, anders doet het konvooi niets.</translation>
    </message>
    <message>
        <source>{order}: {army} can only reach {dest} by convoy, and your fleets&apos; orders do not carry it there. It stays where it is unless another power&apos;s fleets convoy it.</source>
        <translation>{order}: {army} kan {dest} alleen per konvooi bereiken, en de orders van uw vloten brengen het er niet heen. Het blijft staan, tenzij vloten van een andere grootmacht het konvooieren.</translation>
    </message>
    <message>
        <source>{orders} all go to {dest}: with equal support none of them moves. Send one elsewhere, or support one of them.</source>
        <translation>De orders {orders} gaan allemaal naar {dest}: met gelijke steun verplaatst geen van de eenheden zich. Stuur er één ergens anders heen, of ondersteun er één.</translation>
    </message>
    <message>
        <source>{first} and {second} both go to {dest}: with equal support neither moves. Send one elsewhere, or support one of them.</source>
        <translation>{first} en {second} gaan allebei naar {dest}: met gelijke steun verplaatst geen van beide eenheden zich. Stuur er één ergens anders heen, of ondersteun er één.</translation>
    </message>
    <message>
        <source>{first} and {second} would swap places: two units cannot swap over land without a convoy, so neither moves.</source>
        <translation>{first} en {second} zouden van plaats wisselen: twee eenheden kunnen zonder konvooi niet over land van plaats wisselen, dus geen van beide verplaatst zich.</translation>
    </message>
    <message>
        <source>{order} attacks your own {unit}, which stays there. You can never dislodge your own unit, so the move fails.</source>
        <translation>{order} valt uw eigen {unit} aan, die blijft staan. U kunt uw eigen eenheid nooit verdrijven, dus de verplaatsing mislukt.</translation>
    </message>
    <message>
        <source>{unit} has no order yet: it will hold.</source>
        <translation>{unit} heeft nog geen order en houdt dus stand.</translation>
    </message>
    <message>
        <source>No order yet, so they will hold: {units}.</source>
        <translation>Nog geen order, dus deze houden stand: {units}.</translation>
    </message>
    <message>
        <source>{unit} has no order yet: it will be disbanded.</source>
        <translation>{unit} heeft nog geen order en wordt dus opgeheven.</translation>
    </message>
    <message>
        <source>No order yet, so they will be disbanded: {units}.</source>
        <translation>Nog geen order, dus deze worden opgeheven: {units}.</translation>
    </message>
    <message>
        <source>{orders} all retreat to {dest}: units that retreat to the same place are all disbanded.</source>
        <translation>De orders {orders} trekken allemaal terug naar {dest}: eenheden die naar dezelfde plaats terugtrekken, worden allemaal opgeheven.</translation>
    </message>
    <message>
        <source>{first} and {second} both retreat to {dest}: units that retreat to the same place are all disbanded.</source>
        <translation>{first} en {second} trekken allebei terug naar {dest}: eenheden die naar dezelfde plaats terugtrekken, worden allemaal opgeheven.</translation>
    </message>
    <message>
        <source>Your home supply centre {centre} will be empty after this turn, with {units} next to it. Supply centres change hands after the Fall turn: leave or move a unit there.</source>
        <translation>Uw thuiscentrum {centre} is na deze beurt leeg, met {units} ernaast. Aanvoercentra wisselen van eigenaar na de najaarsbeurt: laat er een eenheid staan of verplaats er een heen.</translation>
    </message>
</context>
<context>
    <name>AdviceView</name>
    <message>
        <source>why?</source>
        <translation>waarom?</translation>
    </message>
    <message>
        <source>Before you submit, check (advice only; you can still submit):</source>
        <translation>Controleer dit voor u inlevert (alleen advies; inleveren kan altijd):</translation>
    </message>
</context>
<context>
    <name>AutosaveKeeper</name>
    <message>
        <source>Autosave failed: {problem}</source>
        <translation>Automatisch opslaan mislukt: {problem}</translation>
    </message>
</context>
<context>
    <name>BotLevel</name>
    <message>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
    <message>
        <source>{power} ({level} bot)</source>
        <translation>{power} (bot: {level})</translation>
    </message>
    <message>
        <source>Easy bots send each unit, one at a time, towards the nearby supply centres worth most to them, and guard their own when a rival is close. They support a unit only when a rival is next to its target, never convoy, never look ahead at what their neighbours will do, and do not remember who attacked them. A beginner can beat them.</source>
        <translation>Makkelijke bots sturen elke eenheid, één voor één, naar de nabije aanvoercentra die voor hen het meest waard zijn, en verdedigen hun eigen centra als een tegenstander dichtbij staat. Ze ondersteunen een eenheid alleen als er een tegenstander naast haar doel staat, konvooieren nooit, kijken niet vooruit naar wat hun buren zullen doen en onthouden niet wie hen aanviel. Een beginner kan ze verslaan.</translation>
    </message>
    <message>
        <source>Normal bots plan all their units together: supports for attacks and for units under threat, convoys with their own fleets, and no two of their units blocking each other. They try a few plans against what their neighbours will probably do and play the best one.</source>
        <translation>Normale bots plannen al hun eenheden samen: ondersteuning voor aanvallen en voor bedreigde eenheden, konvooien met hun eigen vloten, en nooit twee eigen eenheden die elkaar in de weg staan. Ze toetsen een paar plannen aan wat hun buren waarschijnlijk doen en spelen het beste.</translation>
    </message>
    <message>
        <source>Hard bots guess their neighbours&apos; orders several ways and test many plans against those guesses with the rules of the game (in Spring 1901, every named opening), keep the plan that ends with the most supply centres on average, then improve it unit by unit and with attacks that bring their own supports. In Spring they also look ahead to the Fall: a move is worth the centre it lets them take then. They think a moment longer.</source>
        <translation>Moeilijke bots voorspellen de orders van hun buren op meerdere manieren en toetsen vele plannen aan die voorspellingen met de spelregels (in het voorjaar van 1901 elke opening met een naam), houden het plan dat gemiddeld eindigt met de meeste aanvoercentra en verbeteren het daarna eenheid voor eenheid en met aanvallen die hun eigen ondersteuning meebrengen. In het voorjaar kijken ze ook vooruit naar het najaar: een verplaatsing is het centrum waard dat ze dan kunnen innemen. Ze denken iets langer na.</translation>
    </message>
</context>
<context>
    <name>BotTurns</name>
    <message>
        <source>Bots are thinking: {done} of {total}</source>
        <translation>De bots denken na: {done} van {total}</translation>
    </message>
    <message>
        <source>Bots</source>
        <translation>Bots</translation>
    </message>
    <message>
        <source>The bot playing {powers} could not give its orders this phase; its units hold.</source>
        <translation>De bot die {powers} speelt kon deze fase geen orders geven; zijn eenheden houden stand.</translation>
    </message>
</context>
<context>
    <name>Coast</name>
    <message>
        <source>north coast</source>
        <translation>noordkust</translation>
    </message>
    <message>
        <source>south coast</source>
        <translation>zuidkust</translation>
    </message>
    <message>
        <source>east coast</source>
        <translation>oostkust</translation>
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
        <translation>Pincode:</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nu niet</translation>
    </message>
    <message>
        <source>Change submitted orders…</source>
        <translation>Ingeleverde orders wijzigen…</translation>
    </message>
    <message>
        <source>A player who has submitted may change their orders until the last player submits.</source>
        <translation>Wie al heeft ingeleverd, kan de orders wijzigen tot de laatste speler inlevert.</translation>
    </message>
    <message>
        <source>Forgot my PIN…</source>
        <translation>Pincode vergeten…</translation>
    </message>
    <message>
        <source>With the table&apos;s agreement: your sealed orders for this phase are discarded unread and you set a new PIN.</source>
        <translation>Met instemming van de tafel: uw verzegelde orders voor deze fase worden ongelezen weggegooid en u kiest een nieuwe pincode.</translation>
    </message>
    <message>
        <source>Your PIN or passphrase</source>
        <translation>Uw pincode of wachtzin</translation>
    </message>
    <message>
        <source>Pass the computer to {player} ({powers})</source>
        <translation>Geef de computer aan {player} ({powers})</translation>
    </message>
    <message>
        <source>{phase}. Everyone else, please look away.</source>
        <translation>{phase}. Alle anderen: niet kijken, alstublieft.</translation>
    </message>
    <message>
        <source>{player} asked to change their orders for {phase}.</source>
        <translation>{player} wil de orders voor {phase} wijzigen.</translation>
    </message>
    <message>
        <source>I am {player}: show my orders</source>
        <translation>Ik ben {player}: toon mijn orders</translation>
    </message>
    <message>
        <source>{player} is not here…</source>
        <translation>{player} is er niet…</translation>
    </message>
    <message>
        <source>The table may go on without {player} this phase: their units hold (civil disorder). Nobody&apos;s orders are shown.</source>
        <translation>De tafel mag deze fase zonder {player} verder: diens eenheden houden stand (chaos). Niemands orders worden getoond.</translation>
    </message>
    <message>
        <source>Wrong PIN. Try again.</source>
        <translation>Verkeerde pincode. Probeer het opnieuw.</translation>
    </message>
</context>
<context>
    <name>DrawVote</name>
    <message>
        <source>Each surviving player will be asked in private. The game ends in a draw only if everyone agrees; who refused is not shown.</source>
        <translation>Elke overgebleven speler wordt in het geheim gevraagd. Het spel eindigt alleen in remise als iedereen instemt; wie weigerde, wordt niet getoond.</translation>
    </message>
    <message>
        <source>The bots agree to any draw the players agree to.</source>
        <translation>De bots stemmen in met elke remise waarmee de spelers instemmen.</translation>
    </message>
    <message>
        <source>Propose a draw</source>
        <translation>Remise voorstellen</translation>
    </message>
    <message>
        <source>Draw vote</source>
        <translation>Stemming over remise</translation>
    </message>
    <message>
        <source>{player}, do you agree to end the game in a draw shared by {survivors}?</source>
        <translation>{player}, stemt u in met het beëindigen van het spel in een remise tussen {survivors}?</translation>
    </message>
    <message>
        <source>Agree to the draw</source>
        <translation>Instemmen met remise</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Weigeren</translation>
    </message>
    <message>
        <source>No draw</source>
        <translation>Geen remise</translation>
    </message>
    <message>
        <source>Not every player agreed to a draw. The game goes on.</source>
        <translation>Niet alle spelers stemden in met een remise. Het spel gaat verder.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nieuw spel…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Opslaan &amp;als…</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Oefenen</translation>
    </message>
    <message>
        <source>{game} — {phase} — Diplomacy Desktop</source>
        <translation>{game} — {phase} — Diplomacy Desktop</translation>
    </message>
    <message>
        <source>&amp;Free game (order every power)</source>
        <translation>&amp;Vrij spel (orders voor elke grootmacht)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Niet-opgeslagen wijzigingen</translation>
    </message>
    <message>
        <source>The game has changed since it was last saved. Save it first?

(Submitted orders and finished phases are also kept in the autosave.)</source>
        <translation>Het spel is gewijzigd sinds het laatst is opgeslagen. Eerst opslaan?

(Ingeleverde orders en afgeronde fasen staan ook in de automatische opslag.)</translation>
    </message>
    <message>
        <source>Resume an unfinished game?</source>
        <translation>Een onafgemaakt spel hervatten?</translation>
    </message>
    <message>
        <source>These games are not finished, the most recent first. Resume one, or start a new game; the others stay saved.</source>
        <translation>Deze spellen zijn niet af, het meest recente eerst. Hervat er een, of begin een nieuw spel; de andere blijven bewaard.</translation>
    </message>
    <message>
        <source>{players} — {phase} — saved {when}</source>
        <translation>{players} — {phase} — bewaard {when}</translation>
    </message>
    <message>
        <source>Autosave failed: {problem}</source>
        <translation>Automatisch opslaan mislukt: {problem}</translation>
    </message>
    <message>
        <source>&amp;Practice against bots…</source>
        <translation>&amp;Oefenen tegen bots…</translation>
    </message>
    <message>
        <source>Game already open</source>
        <translation>Het spel is al geopend</translation>
    </message>
    <message>
        <source>This game is open in another Diplomacy Desktop window. Play it there: two windows on one game would undo each other&apos;s moves.

The game on the board is unchanged.</source>
        <translation>Dit spel is geopend in een ander venster van Diplomacy Desktop. Speel het daar: twee vensters op één spel zouden elkaars zetten ongedaan maken.

Het spel op het bord is ongewijzigd.</translation>
    </message>
    <message>
        <source>Practice against bots</source>
        <translation>Oefenen tegen bots</translation>
    </message>
    <message>
        <source>Free game</source>
        <translation>Vrij spel</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Kan het spel niet openen</translation>
    </message>
    <message>
        <source>{file} cannot be opened: {problem}

The game on the board is unchanged.</source>
        <translation>{file} kan niet worden geopend: {problem}

Het spel op het bord is ongewijzigd.</translation>
    </message>
    <message>
        <source>Continue from the autosave: {phase}</source>
        <translation>Verder vanaf de automatische opslag: {phase}</translation>
    </message>
    <message>
        <source>Continue from this file, {phase}, as a new branch of the game (the autosave is kept)</source>
        <translation>Verder vanaf dit bestand, {phase}, als een nieuwe tak van het spel (de automatische opslag blijft bewaard)</translation>
    </message>
    <message>
        <source>An older save of this game</source>
        <translation>Een oudere opslag van dit spel</translation>
    </message>
    <message>
        <source>{file} is an older save of this game: its autosave is further on, at {later}. Which should go on?</source>
        <translation>{file} is een oudere opslag van dit spel: de automatische opslag is verder, bij {later}. Met welke gaat het verder?</translation>
    </message>
    <message>
        <source>the game holds text that cannot be saved</source>
        <translation>het spel bevat tekst die niet kan worden opgeslagen</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Kan het spel niet opslaan</translation>
    </message>
    <message>
        <source>{path} could not be written: {problem}</source>
        <translation>{path} kon niet worden geschreven: {problem}</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Opgeslagen in {path}</translation>
    </message>
    <message>
        <source>Autosave damaged</source>
        <translation>Automatische opslag beschadigd</translation>
    </message>
    <message>
        <source>The autosaved game could not be opened: {problem}

The file is kept as {file}.</source>
        <translation>Het automatisch opgeslagen spel kon niet worden geopend: {problem}

Het bestand is bewaard als {file}.</translation>
    </message>
</context>
<context>
    <name>HistoryBrowser</name>
    <message>
        <source>Viewing history: {phase} ({n} of {total}). Left/Right: step, Esc: back to the game.</source>
        <translation>Geschiedenis: {phase} ({n} van {total}). Links/Rechts: stap, Esc: terug naar het spel.</translation>
    </message>
</context>
<context>
    <name>HotseatSession</name>
    <message>
        <source>Left/Right: look back at past phases. Game menu: propose a draw.</source>
        <translation>Links/Rechts: eerdere fasen bekijken. Menu Spel: remise voorstellen.</translation>
    </message>
    <message>
        <source>Bots play {powers}.</source>
        <translation>Bots spelen: {powers}.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>{phase}: orders around {places}. Which orders succeed, which fail, and which units are dislodged?</source>
        <translation>{phase}: orders rond {places}. Welke orders slagen, welke mislukken en welke eenheden worden verdreven?</translation>
    </message>
    <message>
        <source>{phase}: units dislodged from {places} must retreat. Which retreat, and which are disbanded?</source>
        <translation>{phase}: de eenheden verdreven uit {places} moeten terugtrekken. Welke trekken terug en welke worden opgeheven?</translation>
    </message>
    <message>
        <source>{phase}: builds and removals for {powers}. Which orders succeed, and which units are removed?</source>
        <translation>{phase}: bouwen en opheffen voor {powers}. Welke orders slagen en welke eenheden worden opgeheven?</translation>
    </message>
    <message>
        <source>DATC case {number}</source>
        <translation>DATC-geval {number}</translation>
    </message>
    <message>
        <source>Rulebook: the sample game</source>
        <translation>Spelregels: het voorbeeldspel</translation>
    </message>
    <message>
        <source>Rulebook, diagram {number}</source>
        <translation>Spelregels, diagram {number}</translation>
    </message>
    <message>
        <source>Rulebook, worked example</source>
        <translation>Spelregels, uitgewerkt voorbeeld</translation>
    </message>
    <message>
        <source>Rules summary, worked example</source>
        <translation>Samenvatting van de regels, uitgewerkt voorbeeld</translation>
    </message>
    <message>
        <source>{source}, then {phase}</source>
        <translation>{source}, daarna {phase}</translation>
    </message>
    <message>
        <source>{topic}: {places}</source>
        <translation>{topic}: {places}</translation>
    </message>
    <message>
        <source>{unit} (no order)</source>
        <translation>{unit} (geen order)</translation>
    </message>
</context>
<context>
    <name>LessonBrowser</name>
    <message>
        <source>Lesson</source>
        <translation>Les</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Bron</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Beste</translation>
    </message>
    <message>
        <source>Your best score in this lesson</source>
        <translation>Uw beste score in deze les</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
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
        <translation>Voor beginners: veelgemaakte fouten</translation>
    </message>
    <message>
        <source>Moving</source>
        <translation>Verplaatsen</translation>
    </message>
    <message>
        <source>Standoffs</source>
        <translation>Patstellingen</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Ondersteuning</translation>
    </message>
    <message>
        <source>Cutting support</source>
        <translation>Ondersteuning kappen</translation>
    </message>
    <message>
        <source>Convoys</source>
        <translation>Konvooien</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>Terugtrekkingen</translation>
    </message>
    <message>
        <source>Builds and removals</source>
        <translation>Bouwen en opheffen</translation>
    </message>
    <message>
        <source>Civil disorder</source>
        <translation>Chaos</translation>
    </message>
    <message>
        <source>Coasts</source>
        <translation>Kusten</translation>
    </message>
    <message>
        <source>The sample game, 1901-1902</source>
        <translation>Het voorbeeldspel, 1901-1902</translation>
    </message>
    <message>
        <source>DATC 6.A: basic checks</source>
        <translation>DATC 6.A: basiscontroles</translation>
    </message>
    <message>
        <source>DATC 6.B: coastal issues</source>
        <translation>DATC 6.B: kustkwesties</translation>
    </message>
    <message>
        <source>DATC 6.C: circular movement</source>
        <translation>DATC 6.C: rondgaande verplaatsing</translation>
    </message>
    <message>
        <source>DATC 6.D: supports and dislodges</source>
        <translation>DATC 6.D: ondersteuning en verdrijving</translation>
    </message>
    <message>
        <source>DATC 6.E: head-to-head battles</source>
        <translation>DATC 6.E: frontale botsingen</translation>
    </message>
    <message>
        <source>DATC 6.F: convoys</source>
        <translation>DATC 6.F: konvooien</translation>
    </message>
    <message>
        <source>DATC 6.G: convoying to adjacent places</source>
        <translation>DATC 6.G: konvooien naar aangrenzende provincies</translation>
    </message>
    <message>
        <source>DATC 6.H: retreating</source>
        <translation>DATC 6.H: terugtrekken</translation>
    </message>
    <message>
        <source>DATC 6.I: building</source>
        <translation>DATC 6.I: bouwen</translation>
    </message>
    <message>
        <source>DATC 6.J: civil disorder and disbands</source>
        <translation>DATC 6.J: chaos en opheffingen</translation>
    </message>
    <message>
        <source>Advanced: the DATC test cases (v3.0)</source>
        <translation>Gevorderd: de DATC-testgevallen (v3.0)</translation>
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
        <translation>Geslaagde terugtrekkingen: {orders}.</translation>
    </message>
    <message>
        <source>Moves that succeed: {orders}.</source>
        <translation>Geslaagde verplaatsingen: {orders}.</translation>
    </message>
    <message>
        <source>Moves that fail: {orders}.</source>
        <translation>Mislukte verplaatsingen: {orders}.</translation>
    </message>
    <message>
        <source>{unit} ({power}) is dislodged by the attack from {place}.</source>
        <translation>{unit} ({power}) wordt verdreven door de aanval vanuit {place}.</translation>
    </message>
    <message>
        <source>Disbanded: {units}.</source>
        <translation>Opgeheven: {units}.</translation>
    </message>
    <message>
        <source>Builds and removals carried out: {orders}.</source>
        <translation>Uitgevoerde bouw- en opheforders: {orders}.</translation>
    </message>
    <message>
        <source>Void, so not carried out: {orders}.</source>
        <translation>Ongeldig, dus niet uitgevoerd: {orders}.</translation>
    </message>
    <message>
        <source>Removed by the civil disorder rule: {units}.</source>
        <translation>Opgeheven volgens de regel voor chaos: {units}.</translation>
    </message>
    <message>
        <source>Units on the board afterwards: {units}.</source>
        <translation>Eenheden op het bord daarna: {units}.</translation>
    </message>
    <message>
        <source>No unit is left on the board.</source>
        <translation>Er blijft geen enkele eenheid op het bord over.</translation>
    </message>
    <message>
        <source>No unit is dislodged.</source>
        <translation>Geen enkele eenheid wordt verdreven.</translation>
    </message>
</context>
<context>
    <name>LessonView</name>
    <message>
        <source>choose…</source>
        <translation>kies…</translation>
    </message>
    <message>
        <source>Whole map</source>
        <translation>Hele kaart</translation>
    </message>
    <message>
        <source>Zoom out to the whole map (Ctrl+0); the wheel zooms too</source>
        <translation>Uitzoomen naar de hele kaart (Ctrl+0); met het muiswiel kunt u ook zoomen</translation>
    </message>
    <message>
        <source>Back to the lesson</source>
        <translation>Terug naar de les</translation>
    </message>
    <message>
        <source>Frame the places this lesson is about again (Ctrl+0)</source>
        <translation>Weer inzoomen op de provincies van deze les (Ctrl+0)</translation>
    </message>
    <message>
        <source>Watch the board: the phase is being resolved.</source>
        <translation>Kijk naar het bord: de fase wordt uitgevoerd.</translation>
    </message>
    <message>
        <source>Your score: {percent}% ({right} of {total} right)</source>
        <translation>Uw score: {percent}% ({right} van {total} goed)</translation>
    </message>
    <message>
        <source>Note: the source ({source}) gives a different result for {count} of these.</source>
        <translation>Let op: de bron ({source}) geeft voor {count} hiervan een andere uitkomst.</translation>
    </message>
    <message>
        <source>To remember: {lesson}</source>
        <translation>Om te onthouden: {lesson}</translation>
    </message>
    <message>
        <source>not predicted</source>
        <translation>niet voorspeld</translation>
    </message>
    <message>
        <source>you said: {mark}</source>
        <translation>u zei: {mark}</translation>
    </message>
    <message>
        <source>rule: {rule}</source>
        <translation>regel: {rule}</translation>
    </message>
    <message>
        <source>Choose a lesson on the left.</source>
        <translation>Kies links een les.</translation>
    </message>
    <message>
        <source>Also in the source, but not a valid order: it does nothing, so it is not asked about: {orders}</source>
        <translation>Ook in de bron, maar geen geldige order: hij doet niets, dus er wordt niet naar gevraagd: {orders}</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Grootmacht</translation>
    </message>
    <message>
        <source>Order or unit</source>
        <translation>Order of eenheid</translation>
    </message>
    <message>
        <source>Your prediction</source>
        <translation>Uw voorspelling</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Wat er gebeurde</translation>
    </message>
    <message>
        <source>Check and watch</source>
        <translation>Controleren en kijken</translation>
    </message>
    <message>
        <source>Compare your prediction with the rules and watch the phase resolve</source>
        <translation>Vergelijk uw voorspelling met de regels en kijk hoe de fase wordt uitgevoerd</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Opnieuw proberen</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Volgende les</translation>
    </message>
</context>
<context>
    <name>LessonsWindow</name>
    <message>
        <source>That was the last lesson of the list.</source>
        <translation>Dat was de laatste les van de lijst.</translation>
    </message>
    <message>
        <source>Lessons tried: {done} of {total}, all right: {mastered}</source>
        <translation>Lessen geprobeerd: {done} van {total}, helemaal goed: {mastered}</translation>
    </message>
    <message>
        <source>Lessons — Diplomacy Desktop</source>
        <translation>Lessen — Diplomacy Desktop</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lessen</translation>
    </message>
    <message>
        <source>The lessons cannot be loaded: {problem}</source>
        <translation>De lessen kunnen niet worden geladen: {problem}</translation>
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
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <source>&amp;Orders</source>
        <translation>&amp;Orders</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Orders</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Ordering for: </source>
        <translation>Orders voor: </translation>
    </message>
    <message>
        <source>The power whose orders you are entering (Ctrl+Tab: next)</source>
        <translation>De grootmacht waarvoor u orders invoert (Ctrl+Tab: volgende)</translation>
    </message>
    <message>
        <source>&amp;Adjudicate</source>
        <translation>&amp;Uitvoeren</translation>
    </message>
    <message>
        <source>&amp;Take back the last phase</source>
        <translation>Laatste fase &amp;terugnemen</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>&amp;Lessen…</translation>
    </message>
    <message>
        <source>Open the &amp;sandbox</source>
        <translation>&amp;Zandbak openen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Delete order</source>
        <translation>Order &amp;verwijderen</translation>
    </message>
    <message>
        <source>&amp;Cancel order entry</source>
        <translation>Order&amp;invoer annuleren</translation>
    </message>
    <message>
        <source>&amp;Hold</source>
        <translation>&amp;Standhouden</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Verplaatsen</translation>
    </message>
    <message>
        <source>&amp;Support</source>
        <translation>&amp;Ondersteunen</translation>
    </message>
    <message>
        <source>&amp;Convoy</source>
        <translation>&amp;Konvooieren</translation>
    </message>
    <message>
        <source>&amp;Disband</source>
        <translation>O&amp;pheffen</translation>
    </message>
    <message>
        <source>&amp;Waive a build</source>
        <translation>Afzien van &amp;bouwen</translation>
    </message>
    <message>
        <source>&amp;Type an order</source>
        <translation>Order &amp;typen</translation>
    </message>
    <message>
        <source>&amp;Next power</source>
        <translation>Volgende &amp;grootmacht</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Inzoomen</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Uitzoomen</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Passend in venster</translation>
    </message>
    <message>
        <source>Focus the &amp;board</source>
        <translation>Focus op het &amp;bord</translation>
    </message>
    <message>
        <source>Show the &amp;orders</source>
        <translation>&amp;Orders tonen</translation>
    </message>
    <message>
        <source>Show the &amp;results</source>
        <translation>&amp;Uitslag tonen</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Ongedaan maken (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Opnieuw (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>Showing results: press Ctrl+Return to continue.</source>
        <translation>De uitslag wordt getoond: druk op Ctrl+Enter om verder te gaan.</translation>
    </message>
    <message>
        <source>{unit} cannot go to {place}: {reason}</source>
        <translation>{unit} kan niet naar {place}: {reason}</translation>
    </message>
    <message>
        <source>supply centre of {power}</source>
        <translation>aanvoercentrum van {power}</translation>
    </message>
    <message>
        <source>neutral supply centre</source>
        <translation>neutraal aanvoercentrum</translation>
    </message>
    <message>
        <source>dislodged: {unit} ({power})</source>
        <translation>verdreven: {unit} ({power})</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>&amp;Show the result</source>
        <translation>&amp;Uitslag tonen</translation>
    </message>
    <message>
        <source>&amp;Continue to {phase}</source>
        <translation>&amp;Verder naar {phase}</translation>
    </message>
    <message>
        <source>Adjudicate</source>
        <translation>Uitvoeren</translation>
    </message>
    <message>
        <source>Units or adjustments without an order: {n}. Units hold, retreats disband and the rules choose removals. Judge the phase anyway?</source>
        <translation>Eenheden of aanpassingen zonder order: {n}. Eenheden zonder order houden stand, verdreven eenheden zonder order worden opgeheven en de regels kiezen welke eenheden worden opgeheven. Toch uitvoeren?</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Uitvoeren</translation>
    </message>
    <message>
        <source>Keep ordering</source>
        <translation>Verder met orders</translation>
    </message>
    <message>
        <source>Resolving {phase}: watch the board. Ctrl+Return shows the result at once.</source>
        <translation>{phase} wordt uitgevoerd: kijk naar het bord. Ctrl+Enter toont meteen de uitslag.</translation>
    </message>
    <message>
        <source>Results of {phase}. Press Ctrl+Return to continue.</source>
        <translation>Uitslag van {phase}. Druk op Ctrl+Enter om verder te gaan.</translation>
    </message>
    <message>
        <source>Only a practice game can take back a phase.</source>
        <translation>Alleen in een oefenspel kan een fase worden teruggenomen.</translation>
    </message>
    <message>
        <source>Back to {phase}: change the orders and judge again.</source>
        <translation>Terug naar {phase}: wijzig de orders en voer opnieuw uit.</translation>
    </message>
    <message>
        <source>{power}: {n}</source>
        <translation>{power}: {n}</translation>
    </message>
    <message>
        <source>Supply centres: {counts}</source>
        <translation>Aanvoercentra: {counts}</translation>
    </message>
    <message>
        <source>{power} builds {n}</source>
        <translation>{power} bouwt {n}</translation>
    </message>
    <message>
        <source>{power} removes {n}</source>
        <translation>{power} heft {n} op</translation>
    </message>
    <message>
        <source>Adjustments due: {due}</source>
        <translation>Aanpassingen te doen: {due}</translation>
    </message>
    <message>
        <source>The game is over: {result}.</source>
        <translation>Het spel is afgelopen: {result}.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>The map of Europe with every unit. Orders can also be typed: Ctrl+L goes to the typed box, Ctrl+2 to the results.</source>
        <translation>De kaart van Europa met alle eenheden. U kunt orders ook typen: Ctrl+L gaat naar het invoervak, Ctrl+2 naar de uitslag.</translation>
    </message>
    <message>
        <source>Ordering for</source>
        <translation>Orders voor</translation>
    </message>
    <message>
        <source>Orders and results</source>
        <translation>Orders en uitslag</translation>
    </message>
    <message>
        <source>Orders given</source>
        <translation>Gegeven orders</translation>
    </message>
    <message>
        <source>Type an order</source>
        <translation>Typ een order</translation>
    </message>
    <message>
        <source>Phase on the board</source>
        <translation>Fase op het bord</translation>
    </message>
    <message>
        <source>Province under the pointer</source>
        <translation>Provincie onder de aanwijzer</translation>
    </message>
    <message>
        <source>What happens now</source>
        <translation>Wat er nu gebeurt</translation>
    </message>
    <message>
        <source>Results: each order, its result and the reason under it</source>
        <translation>Uitslag: elke order, het resultaat en de reden eronder</translation>
    </message>
    <message>
        <source>Results of {phase}: orders that succeeded: {succeeded}; orders that failed: {failed}. The results list gives each order with its reason.</source>
        <translation>Uitslag van {phase}: geslaagde orders: {succeeded}; mislukte orders: {failed}. De uitslagenlijst geeft elke order met de reden.</translation>
    </message>
</context>
<context>
    <name>Mark</name>
    <message>
        <source>succeeds</source>
        <translation>slaagt</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>mislukt</translation>
    </message>
    <message>
        <source>is dislodged</source>
        <translation>wordt verdreven</translation>
    </message>
    <message>
        <source>retreats</source>
        <translation>trekt terug</translation>
    </message>
    <message>
        <source>is disbanded</source>
        <translation>wordt opgeheven</translation>
    </message>
    <message>
        <source>stays</source>
        <translation>blijft</translation>
    </message>
    <message>
        <source>is removed</source>
        <translation>wordt opgeheven</translation>
    </message>
    <message>
        <source>stays in place</source>
        <translation>blijft staan</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Standard game</source>
        <translation>Standaardspel</translation>
    </message>
    <message>
        <source>No power is left to a bot.</source>
        <translation>Er blijft geen grootmacht over voor een bot.</translation>
    </message>
    <message>
        <source>Scenario:</source>
        <translation>Scenario:</translation>
    </message>
    <message>
        <source>Two players: {first} against {second}, from Spring {year}. The other powers have no units and their supply centres are neutral.</source>
        <translation>Twee spelers: {first} tegen {second}, vanaf voorjaar {year}. De andere grootmachten hebben geen eenheden en hun aanvoercentra zijn neutraal.</translation>
    </message>
    <message>
        <source>Until a player controls {count} supply centres</source>
        <translation>Tot een speler {count} aanvoercentra beheerst</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Speler {n}</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optioneel</translation>
    </message>
    <message>
        <source>Beginner&apos;s help: during this player&apos;s turn, count their orders and warn them of likely mistakes, behind their curtain only. Remembered for this name.</source>
        <translation>Hulp voor beginners: tijdens de beurt van deze speler worden de orders geteld en volgen waarschuwingen voor waarschijnlijke fouten, alleen voor hem en alleen in zijn beurt. Wordt onthouden voor deze naam.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Two players play the 1914 scenario of the rulebook.</source>
        <translation>Twee spelers spelen het scenario van 1914 uit het spelregelboek.</translation>
    </message>
    <message>
        <source>Draw powers at random</source>
        <translation>Grootmachten loten</translation>
    </message>
    <message>
        <source>Choose powers</source>
        <translation>Grootmachten kiezen</translation>
    </message>
    <message>
        <source>Bots play the powers nobody plays</source>
        <translation>Bots spelen de grootmachten die niemand speelt</translation>
    </message>
    <message>
        <source>Each player plays one power; bots play the others instead of leaving them neutral.</source>
        <translation>Elke speler speelt één grootmacht; bots spelen de andere in plaats van ze neutraal te laten.</translation>
    </message>
    <message>
        <source>Bots</source>
        <translation>Bots</translation>
    </message>
    <message>
        <source>Easy plays like the classic DumbBot; Normal coordinates supports and convoys; Hard also tries its orders against its neighbours&apos; likely moves.</source>
        <translation>Makkelijk speelt zoals de klassieke DumbBot; Normaal coördineert steun en konvooien; Moeilijk test zijn orders ook tegen de waarschijnlijke zetten van zijn buren.</translation>
    </message>
    <message>
        <source>Level of every bot:</source>
        <translation>Niveau van alle bots:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Powers</source>
        <translation>Grootmachten</translation>
    </message>
    <message>
        <source>PIN or passphrase</source>
        <translation>Pincode of wachtzin</translation>
    </message>
    <message>
        <source>Beginner&apos;s help</source>
        <translation>Hulp voor beginners</translation>
    </message>
    <message>
        <source>Until a power controls 18 supply centres</source>
        <translation>Tot een grootmacht 18 aanvoercentra beheerst</translation>
    </message>
    <message>
        <source>Until the end of the year</source>
        <translation>Tot het einde van het jaar</translation>
    </message>
    <message>
        <source>The game ends</source>
        <translation>Het spel eindigt</translation>
    </message>
    <message>
        <source>All surviving players may agree to a draw at any time.</source>
        <translation>Alle overgebleven spelers kunnen op elk moment een remise afspreken.</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Spel starten</translation>
    </message>
    <message>
        <source>One person tries out orders for every power; no turns, no secrets.</source>
        <translation>Eén persoon probeert orders voor alle grootmachten; geen beurten, geen geheimen.</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Aantal spelers:</translation>
    </message>
    <message>
        <source>Powers:</source>
        <translation>Grootmachten:</translation>
    </message>
    <message>
        <source>Empty powers:</source>
        <translation>Grootmachten zonder speler:</translation>
    </message>
    <message>
        <source>Until a player controls 24 supply centres</source>
        <translation>Tot een speler 24 aanvoercentra beheerst</translation>
    </message>
    <message>
        <source>Two players: the 1914 scenario. England, France and Russia against Austria, Germany and Turkey, from Spring 1914. Italy is neutral and may not be entered; after Fall 1914 a coin toss decides which side it joins.</source>
        <translation>Twee spelers: het scenario van 1914. Engeland, Frankrijk en Rusland tegen Oostenrijk, Duitsland en Turkije, vanaf voorjaar 1914. Italië is neutraal en mag niet betreden worden; na het najaar van 1914 beslist een muntworp bij welke kant het zich aansluit.</translation>
    </message>
    <message>
        <source>Free game (all powers)</source>
        <translation>Vrij spel (alle grootmachten)</translation>
    </message>
    <message>
        <source>Not played, neutral: {powers}. Their units hold, can be supported by anyone and are removed if dislodged.</source>
        <translation>Niet gespeeld, neutraal: {powers}. Hun eenheden houden stand, kunnen door iedereen ondersteund worden en worden opgeheven als ze verdreven worden.</translation>
    </message>
    <message>
        <source>Every power is played.</source>
        <translation>Alle grootmachten worden gespeeld.</translation>
    </message>
    <message>
        <source>Seven players: no bots.</source>
        <translation>Zeven spelers: geen bots.</translation>
    </message>
    <message>
        <source>Each player plays one power. Bots play: {powers}.</source>
        <translation>Elke speler speelt één grootmacht. Bots spelen: {powers}.</translation>
    </message>
    <message>
        <source>Choose each bot&apos;s level, or one level for all of them above.</source>
        <translation>Kies het niveau van elke bot, of hierboven één niveau voor allemaal.</translation>
    </message>
    <message numerus="yes">
        <source>Each player plays one power, drawn at random. Powers left to the bots: %n.</source>
        <translation>
            <numerusform>Elke speler speelt één grootmacht, willekeurig geloot. %n bot speelt de overige grootmacht.</numerusform>
            <numerusform>Elke speler speelt één grootmacht, willekeurig geloot. Bots spelen de andere %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the powers to give each bot its own level.</source>
        <translation>Kies de grootmachten om elke bot een eigen niveau te geven.</translation>
    </message>
    <message>
        <source>{name}: {problem}</source>
        <translation>{name}: {problem}</translation>
    </message>
    <message>
        <source>Each power can be given to one player only.</source>
        <translation>Elke grootmacht kan maar aan één speler gegeven worden.</translation>
    </message>
    <message>
        <source>Each group of powers can be given to one player only.</source>
        <translation>Elke groep grootmachten kan maar aan één speler gegeven worden.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Twee spelers hebben dezelfde naam.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Elke speler heeft een naam nodig.</translation>
    </message>
    <message>
        <source>These powers cannot be played together.</source>
        <translation>Deze grootmachten kunnen niet samen gespeeld worden.</translation>
    </message>
</context>
<context>
    <name>Notation</name>
    <message>
        <source>en</source>
        <comment>the language code of the order notation file assets/notation/&lt;code&gt;.json</comment>
        <translation>nl</translation>
    </message>
</context>
<context>
    <name>OrderController</name>
    <message>
        <source>the order is empty</source>
        <translation>de order is leeg</translation>
    </message>
    <message>
        <source>expected a unit, e.g. {example}</source>
        <translation>eenheid verwacht, bijv. {example}</translation>
    </message>
    <message>
        <source>say {expected} for the unit</source>
        <translation>geef {expected} voor de eenheid</translation>
    </message>
    <message>
        <source>expected a destination province</source>
        <translation>bestemming verwacht</translation>
    </message>
    <message>
        <source>expected the supported unit</source>
        <translation>ondersteunde eenheid verwacht</translation>
    </message>
    <message>
        <source>expected the convoyed army</source>
        <translation>gekonvooieerd leger verwacht</translation>
    </message>
    <message>
        <source>expected {expected}</source>
        <translation>{expected} verwacht</translation>
    </message>
    <message>
        <source>expected “{expected}” before the destination</source>
        <translation>„{expected}” verwacht vóór de bestemming</translation>
    </message>
    <message>
        <source>expected “{expected}”</source>
        <translation>„{expected}” verwacht</translation>
    </message>
    <message>
        <source>{items} or {last}</source>
        <translation>{items} of {last}</translation>
    </message>
    <message>
        <source>Which order: {options}?</source>
        <translation>Welke order: {options}?</translation>
    </message>
    <message>
        <source>convoy</source>
        <comment>the word after &apos;via&apos; in a typed order</comment>
        <translation>konvooi</translation>
    </message>
    <message>
        <source>Cannot read the order: {problem} at the end.</source>
        <translation>De order is onleesbaar: {problem} aan het einde.</translation>
    </message>
    <message>
        <source>Cannot read the order: {problem} at “{word}”.</source>
        <translation>De order is onleesbaar: {problem} bij „{word}”.</translation>
    </message>
    <message>
        <source>Read as “{order}”; in English notation it would be “{other}”.</source>
        <translation>Gelezen als „{order}”; in Engelse notatie zou het „{other}” zijn.</translation>
    </message>
    <message>
        <source>Refused: {reason}.</source>
        <translation>Geweigerd: {reason}.</translation>
    </message>
    <message>
        <source>Read in English notation: “{order}”.</source>
        <translation>Gelezen in Engelse notatie: „{order}”.</translation>
    </message>
    <message>
        <source>Order {order}</source>
        <translation>Order {order}</translation>
    </message>
    <message>
        <source>Delete {order}</source>
        <translation>{order} verwijderen</translation>
    </message>
    <message>
        <source>unexpected word</source>
        <translation>onverwacht woord</translation>
    </message>
    <message>
        <source>No power is on move.</source>
        <translation>Geen grootmacht aan de beurt.</translation>
    </message>
    <message>
        <source>Clear orders</source>
        <translation>Orders wissen</translation>
    </message>
    <message>
        <source>Refused: nobody at the keyboard holds this power&apos;s seat.</source>
        <translation>Geweigerd: niemand achter het toetsenbord heeft de plaats van deze grootmacht.</translation>
    </message>
</context>
<context>
    <name>OrderEntry</name>
    <message>
        <source>Click one of your units to order it.</source>
        <translation>Klik op een van uw eenheden om haar een order te geven.</translation>
    </message>
    <message>
        <source>Click a dislodged unit to retreat or disband it.</source>
        <translation>Klik op een verdreven eenheid om haar terug te trekken of op te heffen.</translation>
    </message>
    <message>
        <source>Click a home centre to build there, or one of your units to remove it.</source>
        <translation>Klik op een thuiscentrum om daar te bouwen, of op een van uw eenheden om haar op te heffen.</translation>
    </message>
    <message>
        <source>Support {unit}: click its destination, or the unit itself to support it holding.</source>
        <translation>Ondersteun {unit}: klik op de bestemming, of op de eenheid zelf om haar standhouden te ondersteunen.</translation>
    </message>
    <message>
        <source>{unit} cannot support a unit there.</source>
        <translation>{unit} kan daar geen eenheid ondersteunen.</translation>
    </message>
    <message>
        <source>That support is not possible.</source>
        <translation>Die ondersteuning is niet mogelijk.</translation>
    </message>
    <message>
        <source>Convoy {unit}: click where the army lands.</source>
        <translation>Konvooieer {unit}: klik waar het leger aan land gaat.</translation>
    </message>
    <message>
        <source>{unit} cannot convoy a unit from there.</source>
        <translation>{unit} kan vanaf daar geen eenheid konvooieren.</translation>
    </message>
    <message>
        <source>The convoy cannot land there.</source>
        <translation>Het konvooi kan daar niet aan land gaan.</translation>
    </message>
    <message>
        <source>{unit}: click where it retreats, or press D to disband it.</source>
        <translation>{unit}: klik waarheen ze terugtrekt, of druk op D om haar op te heffen.</translation>
    </message>
    <message>
        <source>{unit}: click a lit province to move, the unit to hold; {support} support, {convoy} convoy, Esc cancel.</source>
        <translation>{unit}: klik op een gemarkeerde provincie om te verplaatsen, op de eenheid om stand te houden; {support} ondersteunen, {convoy} konvooieren, Esc annuleren.</translation>
    </message>
    <message>
        <source>Nothing to build or remove in {place}.</source>
        <translation>In {place} valt niets te bouwen of op te heffen.</translation>
    </message>
    <message>
        <source>Select a unit first.</source>
        <translation>Kies eerst een eenheid.</translation>
    </message>
    <message>
        <source>{unit} cannot support anyone.</source>
        <translation>{unit} kan niemand ondersteunen.</translation>
    </message>
    <message>
        <source>{unit} supports: click the unit to support.</source>
        <translation>{unit} ondersteunt: klik op de te ondersteunen eenheid.</translation>
    </message>
    <message>
        <source>Only a fleet at sea next to an army can convoy.</source>
        <translation>Alleen een vloot op zee naast een leger kan konvooieren.</translation>
    </message>
    <message>
        <source>{unit} convoys: click the army to carry.</source>
        <translation>{unit} konvooieert: klik op het leger.</translation>
    </message>
    <message>
        <source>Select a dislodged unit first.</source>
        <translation>Kies eerst een verdreven eenheid.</translation>
    </message>
    <message>
        <source>Build {unit}</source>
        <translation>{unit} bouwen</translation>
    </message>
    <message>
        <source>To {dest}</source>
        <translation>Naar {dest}</translation>
    </message>
    <message>
        <source>Disband {unit}</source>
        <translation>{unit} opheffen</translation>
    </message>
    <message>
        <source>Support the move into {dest}</source>
        <translation>De verplaatsing naar {dest} ondersteunen</translation>
    </message>
    <message>
        <source>Convoy to {dest}</source>
        <translation>Konvooieren naar {dest}</translation>
    </message>
</context>
<context>
    <name>OrderPanel</name>
    <message>
        <source>Delete order</source>
        <translation>Order verwijderen</translation>
    </message>
    <message>
        <source>Delete the selected order ({key})</source>
        <translation>De gekozen order verwijderen ({key})</translation>
    </message>
    <message>
        <source>Waive a build</source>
        <translation>Afzien van bouwen</translation>
    </message>
    <message>
        <source>Leave one build unused (W)</source>
        <translation>Eén bouwrecht niet gebruiken (W)</translation>
    </message>
    <message>
        <source>&amp;Type an order (Ctrl+L), e.g. A Par - Bur:</source>
        <translation>Order &amp;typen (Ctrl+L), bijv. A Par - Bur:</translation>
    </message>
    <message>
        <source>A Par - Bur, Army Paris to Burgundy…</source>
        <translation>A Par - Bur, leger Parijs naar Bourgondië…</translation>
    </message>
    <message>
        <source>Waive one build</source>
        <translation>Eén bouwrecht niet gebruikt</translation>
    </message>
    <message>
        <source>Builds left: {count}</source>
        <translation>Nog te bouwen: {count}</translation>
    </message>
    <message>
        <source>Removals left: {count}</source>
        <translation>Nog op te heffen: {count}</translation>
    </message>
    <message>
        <source>No builds or removals left.</source>
        <translation>Niets meer te bouwen of op te heffen.</translation>
    </message>
    <message numerus="yes">
        <source>{given} of %n orders given</source>
        <translation>
            <numerusform>{given} van %n order gegeven</numerusform>
            <numerusform>{given} van %n orders gegeven</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <source>succeeded</source>
        <translation>geslaagd</translation>
    </message>
    <message>
        <source>bounced</source>
        <translation>mislukt</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>gekapt</translation>
    </message>
    <message>
        <source>dislodged</source>
        <translation>verdreven</translation>
    </message>
    <message>
        <source>illegal</source>
        <translation>ongeldig</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>geen effect</translation>
    </message>
    <message>
        <source>no convoy</source>
        <translation>geen konvooi</translation>
    </message>
    <message>
        <source>disrupted</source>
        <translation>onderbroken</translation>
    </message>
    <message>
        <source>disbanded</source>
        <translation>opgeheven</translation>
    </message>
    <message>
        <source>not matched</source>
        <translation>komt niet overeen</translation>
    </message>
</context>
<context>
    <name>PaletteMenu</name>
    <message>
        <source>&amp;Classic colours</source>
        <translation>&amp;Klassieke kleuren</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Kleuren</translation>
    </message>
    <message>
        <source>Colour-&amp;blind safe colours (Okabe–Ito)</source>
        <translation>Kleuren voor kleuren&amp;blinden (Okabe–Ito)</translation>
    </message>
    <message>
        <source>Seven hues told apart by every kind of colour vision, one per power, and grey for neutral</source>
        <translation>Zeven tinten die elk soort kleurenzien uit elkaar houdt, één per grootmacht, en grijs voor neutraal</translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <source>Spring</source>
        <translation>Voorjaar</translation>
    </message>
    <message>
        <source>Fall</source>
        <translation>Najaar</translation>
    </message>
    <message>
        <source>Winter</source>
        <translation>Winter</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>verplaatsingen</translation>
    </message>
    <message>
        <source>retreats</source>
        <translation>terugtrekkingen</translation>
    </message>
    <message>
        <source>adjustments</source>
        <translation>aanpassingen</translation>
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
        <translation>Een pincode beschermt uw orders tegen iedereen die naar het scherm kijkt of het opgeslagen bestand opent. Een pincode van 4 cijfers houdt een blik tegen, geen zoektocht: wie het opgeslagen bestand kopieert, kan alle 10.000 pincodes in ongeveer 40 minuten proberen. Zes cijfers kosten dagen zoeken; een wachtzin van drie of vier woorden is onbereikbaar.</translation>
    </message>
    <message>
        <source>about {n} minutes</source>
        <translation>ongeveer {n} minuten</translation>
    </message>
    <message>
        <source>about {n} hours</source>
        <translation>ongeveer {n} uur</translation>
    </message>
    <message>
        <source>about {n} days</source>
        <translation>ongeveer {n} dagen</translation>
    </message>
    <message>
        <source>about {n} years</source>
        <translation>ongeveer {n} jaar</translation>
    </message>
    <message>
        <source>more than a lifetime</source>
        <translation>langer dan een mensenleven</translation>
    </message>
    <message>
        <source>Trying every one like it: {time} for someone with the save file.</source>
        <translation>Alle soortgelijke proberen: {time} voor wie het opgeslagen bestand heeft.</translation>
    </message>
    <message>
        <source>A PIN or passphrase has at least 4 characters.</source>
        <translation>Een pincode of wachtzin heeft minstens 4 tekens.</translation>
    </message>
    <message>
        <source>A PIN or passphrase has at most {n} characters.</source>
        <translation>Een pincode of wachtzin heeft hoogstens {n} tekens.</translation>
    </message>
    <message>
        <source>A passphrase cannot be only spaces.</source>
        <translation>Een wachtzin kan niet alleen uit spaties bestaan.</translation>
    </message>
</context>
<context>
    <name>PlaybackBar</name>
    <message>
        <source>Playback</source>
        <translation>Afspelen</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Stap</translation>
    </message>
    <message>
        <source>Play the next stage and stop (.)</source>
        <translation>Volgende etappe afspelen en stoppen (.)</translation>
    </message>
    <message>
        <source>Skip to end</source>
        <translation>Naar het einde</translation>
    </message>
    <message>
        <source>Show the new position at once (Ctrl+.)</source>
        <translation>Meteen de nieuwe stelling tonen (Ctrl+.)</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>Watch the phase resolve again (R)</source>
        <translation>De uitvoering van de fase opnieuw bekijken (R)</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Snelheid:</translation>
    </message>
    <message>
        <source>Motion</source>
        <translation>Beweging</translation>
    </message>
    <message>
        <source>Animate the resolution (off: show the result at once)</source>
        <translation>De uitvoering animeren (uit: meteen de uitslag tonen)</translation>
    </message>
    <message>
        <source>Order by order</source>
        <translation>Order per order</translation>
    </message>
    <message>
        <source>Resolve one order at a time instead of a whole stage at once</source>
        <translation>Eén order tegelijk uitvoeren in plaats van een hele etappe</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauze</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Afspelen</translation>
    </message>
    <message>
        <source>Play or pause the resolution (P)</source>
        <translation>Uitvoering afspelen of pauzeren (P)</translation>
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
        <translation>Makkelijk</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
</context>
<context>
    <name>PracticeDialog</name>
    <message>
        <source>Practice against bots</source>
        <translation>Oefenen tegen bots</translation>
    </message>
    <message>
        <source>Standard game (against six bots)</source>
        <translation>Standaardspel (tegen zes bots)</translation>
    </message>
    <message>
        <source>{game} (against one bot)</source>
        <translation>{game} (tegen één bot)</translation>
    </message>
    <message>
        <source>You play one power; the other six are bots. They order when you submit, and their orders are revealed with the results. After Fall 1901 and Fall 1902 a scorecard compares your supply centres with what your opening usually gives against the same bots.</source>
        <translation>U speelt één grootmacht; de andere zes zijn bots. Zij geven hun orders als u inlevert, en hun orders worden met de uitslag onthuld. Na het najaar van 1901 en van 1902 vergelijkt een scorekaart uw aanvoercentra met wat uw opening tegen dezelfde bots gewoonlijk oplevert.</translation>
    </message>
    <message>
        <source>Your power:</source>
        <translation>Uw grootmacht:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spel:</translation>
    </message>
    <message>
        <source>Bots:</source>
        <translation>Bots:</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>Opening:</translation>
    </message>
    <message>
        <source>Beginner&apos;s help: count my orders and warn me of likely mistakes before I submit</source>
        <translation>Hulp voor beginners: tel mijn orders en waarschuw mij voor waarschijnlijke fouten voordat ik inlever</translation>
    </message>
    <message>
        <source>Advice on your own orders only; you can always submit. Game &gt; Beginner&apos;s help turns it off or on during the game.</source>
        <translation>Alleen advies over uw eigen orders; inleveren kan altijd. Spel &gt; Hulp voor beginners zet het tijdens het spel aan of uit.</translation>
    </message>
    <message>
        <source>Start practice</source>
        <translation>Oefenen starten</translation>
    </message>
    <message>
        <source>{first} against {second}, from Spring {year}: you play one of them, one bot the other. The other powers have no units and their supply centres are neutral; {centres} supply centres at the end of a Fall win.</source>
        <translation>{first} tegen {second}, vanaf voorjaar {year}: u speelt een van beide, een bot de andere. De andere grootmachten hebben geen eenheden en hun aanvoercentra zijn neutraal; wie aan het eind van een najaar {centres} aanvoercentra heeft, wint.</translation>
    </message>
    <message>
        <source>Easy (DumbBot)</source>
        <translation>Makkelijk (DumbBot)</translation>
    </message>
    <message>
        <source>Normal (plans its units together)</source>
        <translation>Normaal (plant zijn eenheden samen)</translation>
    </message>
    <message>
        <source>Hard (tries its plans against its neighbours&apos;; slower)</source>
        <translation>Moeilijk (toetst zijn plannen aan die van zijn buren; trager)</translation>
    </message>
    <message>
        <source>Play freely (no opening chosen)</source>
        <translation>Vrij spelen (geen opening gekozen)</translation>
    </message>
    <message>
        <source>{opening} — {share}% of games</source>
        <translation>{opening} — {share}% van de spellen</translation>
    </message>
    <message>
        <source>{opening} — rarely played</source>
        <translation>{opening} — zelden gespeeld</translation>
    </message>
    <message>
        <source>This opening is not measured against {level} bots yet, and too few of {power}&apos;s others are to make an average: the scorecard will have nothing to compare you with.</source>
        <translation>Deze opening is nog niet tegen bots van niveau {level} gemeten, en van de andere openingen van {power} te weinig om een gemiddelde te maken: de scorekaart heeft niets om u mee te vergelijken.</translation>
    </message>
    <message>
        <source>Against {level} bots it usually gives {first} supply centres after Fall 1901 and {second} after Fall 1902 (mean of {games} simulated games, standard errors {error1} and {error2}).</source>
        <translation>Tegen bots van niveau {level} levert ze gewoonlijk {first} aanvoercentra op na het najaar van 1901 en {second} na het najaar van 1902 (gemiddelde van {games} gesimuleerde spellen, standaardfouten {error1} en {error2}).</translation>
    </message>
    <message>
        <source>This opening is not measured against {level} bots yet: the scorecard will compare you with {power}&apos;s average over its openings, weighted by how often players choose them ({share}% of them measured): {first} supply centres after Fall 1901 and {second} after Fall 1902.</source>
        <translation>Deze opening is nog niet tegen bots van niveau {level} gemeten: de scorekaart vergelijkt u met het gemiddelde over de openingen van {power}, gewogen naar hoe vaak spelers ze kiezen ({share}% ervan gemeten): {first} aanvoercentra na het najaar van 1901 en {second} na het najaar van 1902.</translation>
    </message>
    <message>
        <source>No opening book and no scorecard in this game: both come from games of seven powers.</source>
        <translation>In dit spel geen openingenboek en geen scorekaart: beide komen uit spellen met zeven grootmachten.</translation>
    </message>
    <message>
        <source>You give your own Spring 1901 orders. If they are a named opening, the scorecard says which.</source>
        <translation>U geeft uw eigen orders voor voorjaar 1901. Als ze een opening met een naam vormen, zegt de scorekaart welke.</translation>
    </message>
    <message>
        <source>Chosen in {games} of {total} games in Daniel Loeb&apos;s survey of 1981-85.</source>
        <translation>Gekozen in {games} van {total} spellen in het onderzoek van Daniel Loeb uit 1981-85.</translation>
    </message>
    <message>
        <source>Not counted in Daniel Loeb&apos;s survey; bots never open with it.</source>
        <translation>Niet geteld in het onderzoek van Daniel Loeb; bots openen er nooit mee.</translation>
    </message>
    <message>
        <source>What usually follows in Fall 1901: {plan}</source>
        <translation>Wat er gewoonlijk volgt in het najaar van 1901: {plan}</translation>
    </message>
    <message>
        <source>Sources:</source>
        <translation>Bronnen:</translation>
    </message>
</context>
<context>
    <name>PracticeSession</name>
    <message>
        <source>&amp;Show the result</source>
        <translation>&amp;Uitslag tonen</translation>
    </message>
    <message>
        <source>&amp;Continue to {phase}</source>
        <translation>&amp;Verder naar {phase}</translation>
    </message>
    <message>
        <source>&amp;Submit orders</source>
        <translation>Orders &amp;inleveren</translation>
    </message>
    <message>
        <source>Practice &amp;scorecard</source>
        <translation>&amp;Scorekaart van de oefening</translation>
    </message>
    <message>
        <source>&amp;Beginner&apos;s help (count my orders, warn of likely mistakes)</source>
        <translation>&amp;Hulp voor beginners (mijn orders tellen, waarschuwen voor waarschijnlijke fouten)</translation>
    </message>
    <message>
        <source>Submit anyway?</source>
        <translation>Toch inleveren?</translation>
    </message>
    <message>
        <source>Units or adjustments without an order: {n}. Units hold, retreats disband and the rules choose removals. Submit anyway?</source>
        <translation>Eenheden of aanpassingen zonder order: {n}. Eenheden zonder order houden stand, verdreven eenheden zonder order worden opgeheven en de regels kiezen welke eenheden worden opgeheven. Toch inleveren?</translation>
    </message>
    <message>
        <source>Submit orders</source>
        <translation>Orders inleveren</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Inleveren</translation>
    </message>
    <message>
        <source>Keep ordering</source>
        <translation>Verder met orders geven</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Oefenen</translation>
    </message>
    <message>
        <source>The bot playing {powers} could not give its orders this phase; its units hold.</source>
        <translation>De bot die {powers} speelt kon deze fase geen orders geven; zijn eenheden houden stand.</translation>
    </message>
    <message>
        <source>{power} against six {level} bots</source>
        <translation>{power} tegen zes bots van niveau {level}</translation>
    </message>
    <message>
        <source>{game}: {power} against one {level} bot</source>
        <translation>{game}: {power} tegen één bot van niveau {level}</translation>
    </message>
    <message>
        <source>the game is over.</source>
        <translation>het spel is afgelopen.</translation>
    </message>
    <message>
        <source>Bots are thinking: {done} of {total}</source>
        <translation>De bots denken na: {done} van {total}</translation>
    </message>
    <message>
        <source>every order revealed: {phase} resolves on the board. Ctrl+Return shows the result at once.</source>
        <translation>alle orders onthuld: {phase} wordt op het bord uitgevoerd. Ctrl+Enter toont meteen de uitslag.</translation>
    </message>
    <message>
        <source>results of {phase}, every power&apos;s orders shown. Ctrl+Return: continue.</source>
        <translation>uitslag van {phase}, met de orders van elke grootmacht. Ctrl+Enter: verder.</translation>
    </message>
    <message>
        <source>{phase}: your orders, then Submit (Ctrl+Return); the bots order then.</source>
        <translation>{phase}: geef uw orders en kies dan Inleveren (Ctrl+Enter); daarna geven de bots hun orders.</translation>
    </message>
    <message>
        <source>{phase}: your orders, then Submit (Ctrl+Return); the bot orders then.</source>
        <translation>{phase}: geef uw orders en kies dan Inleveren (Ctrl+Enter); daarna geeft de bot zijn orders.</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Settings not read</source>
        <translation>Instellingen niet gelezen</translation>
    </message>
    <message>
        <source>The settings file {file} was not read (it is a pipe, a device or far too large): the game started with its default settings and will not remember changes this time.</source>
        <translation>Het instellingenbestand {file} is niet gelezen (het is een pipe, een apparaat of veel te groot): het spel is gestart met de standaardinstellingen en onthoudt deze keer geen wijzigingen.</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nee</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Diplomacy games (*.json);;All files (*)</source>
        <translation>Diplomacy-spellen (*.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Een spel openen</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Het spel opslaan</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>moved to {dest} with strength {attack}</source>
        <translation>verplaatst naar {dest} met kracht {attack}</translation>
    </message>
    <message>
        <source>held</source>
        <translation>stand gehouden</translation>
    </message>
    <message>
        <source>held with strength {strength} against an attack of {attack} by {attacker}</source>
        <translation>stand gehouden met kracht {strength} tegen een aanval van {attack} door {attacker}</translation>
    </message>
    <message>
        <source>support given to {supported}</source>
        <translation>ondersteuning gegeven aan {supported}</translation>
    </message>
    <message>
        <source>convoyed {army} to {dest}</source>
        <translation>{army} naar {dest} gekonvooieerd</translation>
    </message>
    <message>
        <source>retreated to {dest}</source>
        <translation>teruggetrokken naar {dest}</translation>
    </message>
    <message>
        <source>disbanded as ordered</source>
        <translation>opgeheven volgens order</translation>
    </message>
    <message>
        <source>built {unit}</source>
        <translation>{unit} gebouwd</translation>
    </message>
    <message>
        <source>removed as ordered</source>
        <translation>opgeheven zoals bevolen</translation>
    </message>
    <message>
        <source>build waived</source>
        <translation>afgezien van bouwen</translation>
    </message>
    <message>
        <source>bounced: strength {attack} against {other}, also moving to {dest} with {prevent}</source>
        <translation>mislukt: kracht {attack} tegen {other}, die ook naar {dest} ging met {prevent}</translation>
    </message>
    <message>
        <source>bounced: strength {attack} against {defender} ({defence}), which was moving to {defender_dest}</source>
        <translation>mislukt: kracht {attack} tegen {defender} ({defence}), die naar {defender_dest} ging</translation>
    </message>
    <message>
        <source>cannot dislodge {defender}, a unit of the same power</source>
        <translation>kan {defender} niet verdrijven, een eenheid van dezelfde grootmacht</translation>
    </message>
    <message>
        <source>{others} also retreated to {dest}; all are disbanded</source>
        <translation>ook naar {dest} teruggetrokken: {others}; allemaal opgeheven</translation>
    </message>
    <message>
        <source>cut: dislodged by {attacker}</source>
        <translation>gekapt: verdreven door {attacker}</translation>
    </message>
    <message>
        <source>no effect: {supported} attacks {defender}, a unit of the supporter&apos;s own power</source>
        <translation>geen effect: {supported} valt {defender} aan, een eenheid van de eigen grootmacht van de ondersteuner</translation>
    </message>
    <message>
        <source>{supported} was ordered {actual}</source>
        <translation>{supported} kreeg de order {actual}</translation>
    </message>
    <message>
        <source>{unit} cannot move to {province} itself, so it cannot support there</source>
        <translation>{unit} kan zelf niet naar {province}, dus daar ook niet ondersteunen</translation>
    </message>
    <message>
        <source>{supported} can only reach {dest} by a convoy the supporter would have to give</source>
        <translation>{supported} kan {dest} alleen bereiken met een konvooi dat de ondersteuner zelf zou moeten geven</translation>
    </message>
    <message>
        <source>there is no unit in {province} to support</source>
        <translation>er is geen eenheid in {province} om te ondersteunen</translation>
    </message>
    <message>
        <source>{army} was ordered {actual}</source>
        <translation>{army} kreeg de order {actual}</translation>
    </message>
    <message>
        <source>the convoy of {army} was not used</source>
        <translation>het konvooi van {army} werd niet gebruikt</translation>
    </message>
    <message>
        <source>{unit} cannot be part of a convoy from {src} to {dest}</source>
        <translation>{unit} kan geen deel uitmaken van een konvooi van {src} naar {dest}</translation>
    </message>
    <message>
        <source>no effect: the convoy and an attack on it decide each other; the rules then let the convoy fail</source>
        <translation>geen effect: het konvooi en een aanval erop hangen van elkaar af; de regels laten het konvooi dan mislukken</translation>
    </message>
    <message>
        <source>no convoy from {src} to {dest} was ordered</source>
        <translation>er werd geen konvooi van {src} naar {dest} bevolen</translation>
    </message>
    <message>
        <source>every convoy route was broken ({fleets} dislodged)</source>
        <translation>elke konvooiroute werd verbroken ({fleets} verdreven)</translation>
    </message>
    <message>
        <source>the army stays: its convoy and an attack on it decide each other; the rules let the convoy fail</source>
        <translation>het leger blijft staan: zijn konvooi en een aanval erop hangen van elkaar af; de regels laten het konvooi mislukken</translation>
    </message>
    <message>
        <source>there is no unit in {location}</source>
        <translation>er staat geen eenheid in {location}</translation>
    </message>
    <message>
        <source>{unit} belongs to {owner}</source>
        <translation>{unit} is van {owner}</translation>
    </message>
    <message>
        <source>{unit} already has an order</source>
        <translation>{unit} heeft al een order</translation>
    </message>
    <message>
        <source>{unit} cannot move to {dest}</source>
        <translation>{unit} kan niet naar {dest}</translation>
    </message>
    <message>
        <source>say which coast of {province}: {coasts}</source>
        <translation>geef aan welke kust van {province}: {coasts}</translation>
    </message>
    <message>
        <source>{unit} cannot reach {dest}</source>
        <translation>{unit} kan {dest} niet bereiken</translation>
    </message>
    <message>
        <source>an army cannot move to a sea area</source>
        <translation>een leger kan niet naar een waterprovincie</translation>
    </message>
    <message>
        <source>a fleet cannot enter {dest}, which is inland</source>
        <translation>een vloot kan niet naar {dest}, dat in het binnenland ligt</translation>
    </message>
    <message>
        <source>no fleets can convoy {unit} to {dest}</source>
        <translation>geen enkele vloot kan {unit} naar {dest} konvooieren</translation>
    </message>
    <message>
        <source>only a fleet in a sea area can convoy</source>
        <translation>alleen een vloot in een waterprovincie kan konvooieren</translation>
    </message>
    <message>
        <source>only armies can be convoyed</source>
        <translation>alleen legers kunnen gekonvooieerd worden</translation>
    </message>
    <message>
        <source>a fleet cannot be convoyed</source>
        <translation>een vloot kan niet gekonvooieerd worden</translation>
    </message>
    <message>
        <source>a unit cannot move to its own province</source>
        <translation>een eenheid kan niet naar haar eigen provincie</translation>
    </message>
    <message>
        <source>{province} may not be entered while Italy is neutral</source>
        <translation>{province} mag niet betreden worden zolang Italië neutraal is</translation>
    </message>
    <message>
        <source>moved with strength {attack} against {defence}, dislodging {defender}</source>
        <translation>verplaatst met kracht {attack} tegen {defence}; {defender} verdreven</translation>
    </message>
    <message>
        <source>bounced: strength {attack} against {defender}, which held with {defence}</source>
        <translation>mislukt: kracht {attack} tegen {defender}, die stand hield met {defence}</translation>
    </message>
    <message>
        <source>cut: attacked by {attacker}</source>
        <translation>gekapt: aangevallen door {attacker}</translation>
    </message>
    <message>
        <source>dislodged by {attacker}: strength {attack} against {defence}</source>
        <translation>verdreven door {attacker}: kracht {attack} tegen {defence}</translation>
    </message>
    <message>
        <source>a unit cannot support itself</source>
        <translation>een eenheid kan zichzelf niet ondersteunen</translation>
    </message>
    <message>
        <source>{order_kind} orders are not given in the {phase} phase</source>
        <translation>orders voor {order_kind} worden niet gegeven in de fase {phase}</translation>
    </message>
    <message>
        <source>{unit} was not dislodged</source>
        <translation>{unit} werd niet verdreven</translation>
    </message>
    <message>
        <source>{unit} cannot retreat to {dest} ({why})</source>
        <translation>{unit} kan niet terugtrekken naar {dest} ({why})</translation>
    </message>
    <message>
        <source>no retreat was ordered, so the unit is disbanded</source>
        <translation>er werd geen terugtrekking bevolen, dus de eenheid wordt opgeheven</translation>
    </message>
    <message>
        <source>nowhere to retreat</source>
        <translation>kan nergens heen terugtrekken</translation>
    </message>
    <message>
        <source>{province} is not a home centre of {power}</source>
        <translation>{province} is geen thuiscentrum van {power}</translation>
    </message>
    <message>
        <source>{power} does not control {province}</source>
        <translation>{power} beheerst {province} niet</translation>
    </message>
    <message>
        <source>{province} is occupied</source>
        <translation>{province} is bezet</translation>
    </message>
    <message>
        <source>{power} has no builds left</source>
        <translation>{power} mag niets meer bouwen</translation>
    </message>
    <message>
        <source>a fleet cannot be built in {province}, which is inland</source>
        <translation>in {province}, in het binnenland, kan geen vloot gebouwd worden</translation>
    </message>
    <message>
        <source>a fleet built in {province} needs a coast</source>
        <translation>een vloot gebouwd in {province} heeft een kust nodig</translation>
    </message>
    <message>
        <source>{province} already has a build</source>
        <translation>in {province} wordt al gebouwd</translation>
    </message>
    <message>
        <source>{power} has no removals left</source>
        <translation>{power} hoeft niets meer op te heffen</translation>
    </message>
    <message>
        <source>{power} gave too few removals: the unit farthest from its centres goes (distance {distance})</source>
        <translation>{power} heeft te weinig eenheden opgeheven: de eenheid het verst van haar centra verdwijnt (afstand {distance})</translation>
    </message>
    <message>
        <source>occupied</source>
        <translation>bezet</translation>
    </message>
    <message>
        <source>the attacker came from there</source>
        <translation>de aanvaller kwam daarvandaan</translation>
    </message>
    <message>
        <source>left empty by a standoff</source>
        <translation>leeg door een patstelling</translation>
    </message>
    <message>
        <source>not adjacent</source>
        <translation>niet aangrenzend</translation>
    </message>
    <message>
        <source>to hold</source>
        <translation>stand te houden</translation>
    </message>
    <message>
        <source>to support</source>
        <translation>te ondersteunen</translation>
    </message>
    <message>
        <source>to convoy</source>
        <translation>te konvooieren</translation>
    </message>
    <message>
        <source>hold</source>
        <translation>standhouden</translation>
    </message>
    <message>
        <source>the convoy failed: {fleets} dislodged</source>
        <translation>het konvooi mislukte: {fleets} verdreven</translation>
    </message>
    <message>
        <source>move</source>
        <translation>verplaatsen</translation>
    </message>
    <message>
        <source>support</source>
        <translation>ondersteunen</translation>
    </message>
    <message>
        <source>convoy</source>
        <translation>konvooieren</translation>
    </message>
    <message>
        <source>retreat</source>
        <translation>terugtrekken</translation>
    </message>
    <message>
        <source>disband</source>
        <translation>opheffen</translation>
    </message>
    <message>
        <source>build</source>
        <translation>bouwen</translation>
    </message>
    <message>
        <source>waive</source>
        <translation>afzien</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>verplaatsingen</translation>
    </message>
    <message>
        <source>adjustment</source>
        <translation>aanpassingen</translation>
    </message>
    <message>
        <source>to move to {dest}</source>
        <translation>naar {dest} te gaan</translation>
    </message>
    <message>
        <source>held: the move of {attacker} could not dislodge it</source>
        <translation>stand gehouden: de verplaatsing van {attacker} kon haar niet verdrijven</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <source>held</source>
        <translation>hield stand</translation>
    </message>
    <message>
        <source>no order: the unit held</source>
        <translation>geen order: de eenheid hield stand</translation>
    </message>
    <message>
        <source>unused build</source>
        <translation>ongebruikt bouwrecht</translation>
    </message>
    <message>
        <source>not built</source>
        <translation>niet gebouwd</translation>
    </message>
    <message>
        <source>no build was ordered for this centre</source>
        <translation>voor dit centrum is geen bouworder gegeven</translation>
    </message>
    <message>
        <source>disbanded</source>
        <translation>opgeheven</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>opgeheven</translation>
    </message>
    <message>
        <source>why?</source>
        <translation>waarom?</translation>
    </message>
    <message>
        <source>Open the rule behind this result: {rule}</source>
        <translation>Opent de regel achter deze uitkomst: {rule}</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Grootmacht</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Order</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Waarom</translation>
    </message>
    <message>
        <source>Every other unit stays where it is (units: {n}).</source>
        <translation>Alle andere eenheden blijven waar ze zijn (eenheden: {n}).</translation>
    </message>
</context>
<context>
    <name>ResultsStep</name>
    <message>
        <source>Adjudication</source>
        <translation>Uitvoering</translation>
    </message>
    <message>
        <source>Coin toss</source>
        <translation>Muntworp</translation>
    </message>
    <message>
        <source>The coin has been tossed: {power} joins {player}. From Spring {year} {player} orders the units of {power}, and the provinces of {power} may be entered.</source>
        <translation>De munt is opgeworpen: {power} sluit zich aan bij {player}. Vanaf voorjaar {year} geeft {player} de orders voor de eenheden van {power}, en de provincies van {power} mogen betreden worden.</translation>
    </message>
    <message>
        <source>Every order revealed: {phase} resolves on the board. Ctrl+Return shows the result at once.</source>
        <translation>Alle orders onthuld: {phase} wordt op het bord uitgevoerd. Ctrl+Enter toont meteen de uitslag.</translation>
    </message>
    <message>
        <source>Results of {phase}: every order revealed. Continue (Ctrl+Return) to {next}.</source>
        <translation>Uitslag van {phase}: alle orders onthuld. Verder (Ctrl+Enter) naar {next}.</translation>
    </message>
    <message numerus="yes">
        <source>{winners} won with %n supply centres.</source>
        <translation>
            <numerusform>{winners} wint met %n aanvoercentrum.</numerusform>
            <numerusform>{winners} wint met %n aanvoercentra.</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw agreed by every surviving player: {winners}.</source>
        <translation>Remise afgesproken door alle overgebleven spelers: {winners}.</translation>
    </message>
    <message>
        <source>The agreed last year is over. Most supply centres ({n}): {winners}.</source>
        <translation>Het afgesproken laatste jaar is voorbij. Meeste aanvoercentra ({n}): {winners}.</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Het spel is afgelopen</translation>
    </message>
    <message>
        <source>The game is over. {result}</source>
        <translation>Het spel is afgelopen. {result}</translation>
    </message>
    <message>
        <source>Left/Right: look back through the game.</source>
        <translation>Links/Rechts: het spel terugkijken.</translation>
    </message>
</context>
<context>
    <name>ResultsView</name>
    <message>
        <source>No phase has been adjudicated yet.</source>
        <translation>Er is nog geen fase uitgevoerd.</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <source>The orders</source>
        <translation>De orders</translation>
    </message>
    <message>
        <source>Judging the movement phase</source>
        <translation>Het uitwerken van de verplaatsingen</translation>
    </message>
    <message>
        <source>The 22 useful rules</source>
        <translation>De 22 nuttige regels</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>Terugtrekken</translation>
    </message>
    <message>
        <source>Supply centres, builds and removals</source>
        <translation>Aanvoercentra, bouwen en opheffen</translation>
    </message>
    <message>
        <source>{n}. {title}</source>
        <translation>{n}. {title}</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Zoeken in de regels</translation>
    </message>
    <message>
        <source>Keeps the rules whose title or text has every word you type</source>
        <translation>Toont alleen de regels waarvan de titel of tekst elk getypt woord bevat</translation>
    </message>
    <message>
        <source>No rule has all these words.</source>
        <translation>Geen regel bevat al deze woorden.</translation>
    </message>
    <message>
        <source>Choose a rule from the list.</source>
        <translation>Kies een regel uit de lijst.</translation>
    </message>
</context>
<context>
    <name>RulesReferenceDock</name>
    <message>
        <source>Rules reference</source>
        <translation>Spelregels</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Spelregels</translation>
    </message>
    <message>
        <source>The rules of the game, searchable</source>
        <translation>De spelregels, doorzoekbaar</translation>
    </message>
</context>
<context>
    <name>SandboxWindow</name>
    <message>
        <source>There is no such place on the board.</source>
        <translation>Die plaats bestaat niet op het bord.</translation>
    </message>
    <message>
        <source>An army cannot stand in a sea area ({place}).</source>
        <translation>Een leger kan niet op zee staan ({place}).</translation>
    </message>
    <message>
        <source>A fleet cannot stand in an inland province ({place}).</source>
        <translation>Een vloot kan niet in een binnenlandse provincie staan ({place}).</translation>
    </message>
    <message>
        <source>A fleet in {place} must be on one of its coasts.</source>
        <translation>Een vloot in {place} moet aan een van de kusten liggen.</translation>
    </message>
    <message>
        <source>There is no unit in {place}.</source>
        <translation>Er staat geen eenheid in {place}.</translation>
    </message>
    <message>
        <source>{place} is not a supply centre.</source>
        <translation>{place} is geen aanvoercentrum.</translation>
    </message>
    <message>
        <source>Choose a power first.</source>
        <translation>Kies eerst een grootmacht.</translation>
    </message>
    <message>
        <source>That phase does not exist.</source>
        <translation>Die fase bestaat niet.</translation>
    </message>
    <message>
        <source>A dislodged unit needs the attacker standing in its province: place another power&apos;s unit in {place} first.</source>
        <translation>Een verdreven eenheid heeft de aanvaller in haar provincie nodig: zet eerst een eenheid van een andere grootmacht in {place}.</translation>
    </message>
    <message>
        <source>The unit in {place} is of the same power: a power never dislodges its own unit.</source>
        <translation>De eenheid in {place} is van dezelfde grootmacht: een grootmacht verdrijft nooit een eigen eenheid.</translation>
    </message>
    <message>
        <source>The attack cannot have come from {place}: it is not next to the dislodged unit.</source>
        <translation>De aanval kan niet uit {place} gekomen zijn: dat grenst niet aan de verdreven eenheid.</translation>
    </message>
    <message>
        <source>Dislodged units and standoffs belong to a retreat phase: set the phase type to Retreats first.</source>
        <translation>Verdreven eenheden en patstellingen horen bij een terugtrekfase: kies eerst het type Terugtrekken.</translation>
    </message>
    <message>
        <source>Now click the province the attack came from.</source>
        <translation>Klik nu op de provincie waar de aanval vandaan kwam.</translation>
    </message>
    <message>
        <source>Now click where the unit should stand.</source>
        <translation>Klik nu waar de eenheid moet staan.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Save the position</source>
        <translation>De stelling opslaan</translation>
    </message>
    <message>
        <source>The case file could not be written: {problem}</source>
        <translation>Het casusbestand kon niet worden geschreven: {problem}</translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation>{file} opgeslagen.</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>{file} wordt gelezen…</translation>
    </message>
    <message>
        <source>the order {order} is not its power&apos;s to give</source>
        <translation>de order {order} hoort niet bij de grootmacht die hem geeft</translation>
    </message>
    <message>
        <source>Open a case file</source>
        <translation>Een casusbestand openen</translation>
    </message>
    <message>
        <source>{file} cannot be opened: {problem}</source>
        <translation>{file} kan niet worden geopend: {problem}</translation>
    </message>
    <message>
        <source>Opened {file}.</source>
        <translation>{file} geopend.</translation>
    </message>
    <message>
        <source>Save the position as a case file</source>
        <translation>De stelling opslaan als casusbestand</translation>
    </message>
    <message>
        <source>Sandbox — Diplomacy Desktop</source>
        <translation>Zandbak — Diplomacy Desktop</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Opstelling</translation>
    </message>
    <message>
        <source>&amp;Open a case file…</source>
        <translation>Casusbestand &amp;openen…</translation>
    </message>
    <message>
        <source>&amp;Save as a case file…</source>
        <translation>Opslaan als &amp;casusbestand…</translation>
    </message>
    <message>
        <source>&amp;Close the sandbox</source>
        <translation>Zandbak &amp;sluiten</translation>
    </message>
</context>
<context>
    <name>ScorecardDialog</name>
    <message>
        <source>Practice scorecard — Fall {year}</source>
        <translation>Scorekaart van de oefening — najaar {year}</translation>
    </message>
</context>
<context>
    <name>ScorecardView</name>
    <message>
        <source>Scorecard after Fall {year}</source>
        <translation>Scorekaart na het najaar van {year}</translation>
    </message>
    <message>
        <source>{power} against six {level} bots: {n} supply centres.</source>
        <translation>{power} tegen zes bots van niveau {level}: aanvoercentra: {n}.</translation>
    </message>
    <message>
        <source>Gained: {gained}. Lost: {lost}.</source>
        <translation>Gewonnen: {gained}. Verloren: {lost}.</translation>
    </message>
    <message>
        <source>How the bots played: {description}</source>
        <translation>Hoe de bots speelden: {description}</translation>
    </message>
    <message>
        <source>Orders that worked ({n})</source>
        <translation>Orders die slaagden ({n})</translation>
    </message>
    <message>
        <source>Orders that failed ({n})</source>
        <translation>Orders die mislukten ({n})</translation>
    </message>
    <message>
        <source>The game goes on: close this card and continue. Game &gt; Practice scorecard shows it again.</source>
        <translation>Het spel gaat door: sluit deze kaart en ga verder. Spel &gt; Scorekaart van de oefening toont hem opnieuw.</translation>
    </message>
    <message>
        <source>Your opening</source>
        <translation>Uw opening</translation>
    </message>
    <message>
        <source>Your Spring 1901 orders were the {opening}.</source>
        <translation>Uw orders voor voorjaar 1901 waren de opening ‘{opening}’.</translation>
    </message>
    <message>
        <source>You played freely: your Spring 1901 orders were not one of the named openings in the book.</source>
        <translation>U speelde vrij: uw orders voor voorjaar 1901 waren geen van de openingen met een naam uit het boek.</translation>
    </message>
    <message>
        <source>Your Spring 1901 orders were not one of the named openings in the book.</source>
        <translation>Uw orders voor voorjaar 1901 waren geen van de openingen met een naam uit het boek.</translation>
    </message>
    <message>
        <source>You chose the {opening} and then changed its orders.</source>
        <translation>U koos de opening ‘{opening}’ en veranderde daarna de orders.</translation>
    </message>
    <message>
        <source>Sources of the {opening}:</source>
        <translation>Bronnen van de opening ‘{opening}’:</translation>
    </message>
    <message>
        <source>Against the usual</source>
        <translation>Vergeleken met het gebruikelijke</translation>
    </message>
    <message>
        <source>No baseline measured for the {opening} against {level} bots yet.</source>
        <translation>Voor de opening ‘{opening}’ is nog geen referentie tegen bots van niveau {level} gemeten.</translation>
    </message>
    <message>
        <source>You are compared with {power}&apos;s average over its openings, weighted by how often players choose them ({share}% of them measured): {mean} supply centres after Fall {year} against {level} bots, over {games} simulated games (standard error {stderr}).</source>
        <translation>U wordt vergeleken met het gemiddelde over de openingen van {power}, gewogen naar hoe vaak spelers ze kiezen ({share}% ervan gemeten): {mean} aanvoercentra na het najaar van {year} tegen bots van niveau {level}, over {games} gesimuleerde spellen (standaardfout {stderr}).</translation>
    </message>
    <message>
        <source>Not enough of {power}&apos;s openings against {level} bots are measured yet, so there is nothing to compare with.</source>
        <translation>Er zijn nog niet genoeg openingen van {power} tegen bots van niveau {level} gemeten, dus er is niets om mee te vergelijken.</translation>
    </message>
    <message>
        <source>Your orders are compared with the opening you chose, the {opening}.</source>
        <translation>Uw orders worden vergeleken met de opening die u koos, ‘{opening}’.</translation>
    </message>
    <message>
        <source>Against {level} bots this opening usually gives {mean} supply centres after Fall {year} (mean of {games} simulated games, standard error {stderr}).</source>
        <translation>Tegen bots van niveau {level} levert deze opening na het najaar van {year} gewoonlijk {mean} aanvoercentra op (gemiddelde van {games} gesimuleerde spellen, standaardfout {stderr}).</translation>
    </message>
    <message>
        <source>You did better than usual: ahead of {share}% of the simulated games.</source>
        <translation>U deed het beter dan gewoonlijk: beter dan {share}% van de gesimuleerde spellen.</translation>
    </message>
    <message>
        <source>You did about as well as usual (ahead of {share}% of the simulated games).</source>
        <translation>U deed het ongeveer zoals gewoonlijk (beter dan {share}% van de gesimuleerde spellen).</translation>
    </message>
    <message>
        <source>You did worse than usual: ahead of only {share}% of the simulated games.</source>
        <translation>U deed het slechter dan gewoonlijk: slechts beter dan {share}% van de gesimuleerde spellen.</translation>
    </message>
    <message>
        <source>How the baseline was made: in each simulated game {power} played this opening in Spring 1901 against six {level} bots, and from then on the baseline continued the opening with a bot of the same level. So it measures the opening, not a person&apos;s play.</source>
        <translation>Hoe de referentie is gemaakt: in elk gesimuleerd spel speelde {power} deze opening in het voorjaar van 1901 tegen zes bots van niveau {level}, en daarna zette de referentie de opening voort met een bot van hetzelfde niveau. Ze meet dus de opening, niet het spel van een mens.</translation>
    </message>
    <message>
        <source>These figures are out of date: the {level} bots have changed since they were measured on {date}, so take the comparison only as a rough guide.</source>
        <translation>Deze cijfers zijn verouderd: de bots van niveau {level} zijn veranderd sinds ze op {date} werden gemeten, dus zie de vergelijking alleen als een ruwe richtlijn.</translation>
    </message>
    <message>
        <source>These figures may be out of date: the baselines file does not say which {level} bots they were measured with, so take the comparison only as a rough guide.</source>
        <translation>Deze cijfers zijn mogelijk verouderd: het referentiebestand zegt niet met welke bots van niveau {level} ze zijn gemeten, dus zie de vergelijking alleen als een ruwe richtlijn.</translation>
    </message>
    <message>
        <source>Each opening got at least {least} and at most {most} simulated games, more only while the standard error was above {bound} centres. The usual figure lies within two standard errors of the mean about 19 times out of 20.</source>
        <translation>Elke opening kreeg minstens {least} en hoogstens {most} gesimuleerde spellen; er kwamen er alleen meer bij zolang de standaardfout boven {bound} centra lag. Het gebruikelijke cijfer ligt in ongeveer 19 van de 20 gevallen binnen twee standaardfouten van het gemiddelde.</translation>
    </message>
    <message>
        <source>Measured on {date}.</source>
        <translation>Gemeten op {date}.</translation>
    </message>
    <message>
        <source>How the simulated games ended:</source>
        <translation>Hoe de gesimuleerde spellen eindigden:</translation>
    </message>
    <message>
        <source>{n} centres</source>
        <translation>{n} centra</translation>
    </message>
    <message>
        <source>← you</source>
        <translation>← u</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Geen.</translation>
    </message>
    <message>
        <source>(the unit was dislodged by {unit})</source>
        <translation>(de eenheid werd verdreven door {unit})</translation>
    </message>
</context>
<context>
    <name>SeatKeeper</name>
    <message>
        <source>Forgotten PIN</source>
        <translation>Vergeten pincode</translation>
    </message>
    <message>
        <source>{player} forgot their PIN. If the table agrees, the orders {player} sealed for this phase are discarded unread, {player} sets a new PIN and enters their orders again. Nobody&apos;s orders are shown.</source>
        <translation>{player} is de pincode vergeten. Als de tafel instemt, worden de orders die {player} voor deze fase verzegelde ongelezen weggegooid, kiest {player} een nieuwe pincode en voert de orders opnieuw in. Niemands orders worden getoond.</translation>
    </message>
    <message>
        <source>Agree: a new PIN for {player}</source>
        <translation>Akkoord: nieuwe pincode voor {player}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Damaged PIN lock</source>
        <translation>Beschadigde pincodegegevens</translation>
    </message>
    <message>
        <source>{player}&apos;s PIN lock in the save file is damaged. If the table agrees that {player} is at the keyboard, {player} sets a new PIN and enters their orders for this phase again. Nobody&apos;s orders are shown.</source>
        <translation>De pincodegegevens van {player} in het opgeslagen bestand zijn beschadigd. Als de tafel het erover eens is dat {player} aan het toetsenbord zit, kiest {player} een nieuwe pincode en voert de orders voor deze fase opnieuw in. Niemands orders worden getoond.</translation>
    </message>
    <message>
        <source>The PIN lock of {players} is damaged in the save file, so their PIN cannot be checked and their sealed orders for this phase cannot be used. Nothing of them is shown. At their curtain, {players}: please set a new PIN and enter your orders again. Nothing else is lost.</source>
        <translation>De pincodegegevens van {players} zijn beschadigd in het opgeslagen bestand, dus hun pincode kan niet worden gecontroleerd en hun verzegelde orders voor deze fase kunnen niet worden gebruikt. Er wordt niets van getoond. {players}: kies alstublieft een nieuwe pincode wanneer u aan de beurt bent en voer uw orders opnieuw in. Verder gaat er niets verloren.</translation>
    </message>
    <message>
        <source>Damaged orders</source>
        <translation>Beschadigde orders</translation>
    </message>
    <message>
        <source>The sealed orders of {players} for this phase are damaged or were changed in the save file, so they cannot be used. Nothing of them is shown. {players}: please enter your orders again. Nothing else is lost.</source>
        <translation>De verzegelde orders van {players} voor deze fase zijn beschadigd of in het opgeslagen bestand gewijzigd, dus ze kunnen niet worden gebruikt. Er wordt niets van getoond. {players}: voer uw orders alstublieft opnieuw in. Verder gaat er niets verloren.</translation>
    </message>
</context>
<context>
    <name>SecretDialog</name>
    <message>
        <source>New PIN for {player}</source>
        <translation>Nieuwe pincode voor {player}</translation>
    </message>
    <message>
        <source>{player}, choose a new PIN or passphrase. Everyone else, please look away.</source>
        <translation>{player}, kies een nieuwe pincode of wachtzin. Alle anderen: niet kijken, alstublieft.</translation>
    </message>
    <message>
        <source>New PIN or passphrase:</source>
        <translation>Nieuwe pincode of wachtzin:</translation>
    </message>
    <message>
        <source>Once more:</source>
        <translation>Nog een keer:</translation>
    </message>
    <message>
        <source>Set this PIN</source>
        <translation>Deze pincode instellen</translation>
    </message>
    <message>
        <source>The two entries differ. Type the same PIN twice.</source>
        <translation>De twee invoeren verschillen. Typ twee keer dezelfde pincode.</translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message>
        <source>Place an army</source>
        <translation>Een leger plaatsen</translation>
    </message>
    <message>
        <source>Place a fleet</source>
        <translation>Een vloot plaatsen</translation>
    </message>
    <message>
        <source>Move a unit</source>
        <translation>Een eenheid verplaatsen</translation>
    </message>
    <message>
        <source>Remove a unit</source>
        <translation>Een eenheid weghalen</translation>
    </message>
    <message>
        <source>Set a centre&apos;s owner</source>
        <translation>Eigenaar van een centrum kiezen</translation>
    </message>
    <message>
        <source>Dislodged army</source>
        <translation>Verdreven leger</translation>
    </message>
    <message>
        <source>Dislodged fleet</source>
        <translation>Verdreven vloot</translation>
    </message>
    <message>
        <source>Mark a standoff</source>
        <translation>Een patstelling aangeven</translation>
    </message>
    <message>
        <source>Click a province to put an army of the chosen power there.</source>
        <translation>Klik op een provincie om er een leger van de gekozen grootmacht neer te zetten.</translation>
    </message>
    <message>
        <source>Click a coast or sea to put a fleet of the chosen power there.</source>
        <translation>Klik op een kust of zee om er een vloot van de gekozen grootmacht neer te leggen.</translation>
    </message>
    <message>
        <source>Click a unit, then the place it should stand.</source>
        <translation>Klik op een eenheid en dan op de plek waar ze moet staan.</translation>
    </message>
    <message>
        <source>Click a unit to take it off the board.</source>
        <translation>Klik op een eenheid om haar van het bord te halen.</translation>
    </message>
    <message>
        <source>Click a supply centre to give it to the chosen power (or to nobody).</source>
        <translation>Klik op een aanvoercentrum om het aan de gekozen grootmacht te geven (of aan niemand).</translation>
    </message>
    <message>
        <source>Click the attacker that took the province, then the province the attack came from.</source>
        <translation>Klik op de aanvaller die de provincie innam en dan op de provincie waar de aanval vandaan kwam.</translation>
    </message>
    <message>
        <source>Click a province that a standoff left empty: no unit may retreat there.</source>
        <translation>Klik op een provincie die leeg bleef door een patstelling: geen eenheid mag erheen terugtrekken.</translation>
    </message>
    <message>
        <source>A click on the board</source>
        <translation>Een klik op het bord</translation>
    </message>
    <message>
        <source>Power:</source>
        <translation>Grootmacht:</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source>Season:</source>
        <translation>Seizoen:</translation>
    </message>
    <message>
        <source>Year:</source>
        <translation>Jaar:</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Type:</translation>
    </message>
    <message>
        <source>Spring</source>
        <translation>Voorjaar</translation>
    </message>
    <message>
        <source>Fall</source>
        <translation>Najaar</translation>
    </message>
    <message>
        <source>Winter</source>
        <translation>Winter</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Verplaatsingen</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>Terugtrekken</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>Aanpassingen</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>Leeg bord</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Beginpositie</translation>
    </message>
    <message>
        <source>Undo set-up change</source>
        <translation>Wijziging ongedaan maken</translation>
    </message>
</context>
<context>
    <name>SubmissionStrip</name>
    <message>
        <source>{player}: civil disorder</source>
        <translation>{player}: chaos</translation>
    </message>
    <message>
        <source>{player}: saving…</source>
        <translation>{player}: wordt opgeslagen…</translation>
    </message>
    <message>
        <source>{player}: submitted</source>
        <translation>{player}: ingeleverd</translation>
    </message>
    <message>
        <source>{player}: waiting</source>
        <translation>{player}: wacht nog</translation>
    </message>
</context>
<context>
    <name>TableActions</name>
    <message>
        <source>C&amp;hange submitted orders…</source>
        <translation>Ingeleverde orders &amp;wijzigen…</translation>
    </message>
    <message>
        <source>Propose a &amp;draw…</source>
        <translation>&amp;Remise voorstellen…</translation>
    </message>
    <message>
        <source>History: &amp;previous phase</source>
        <translation>Geschiedenis: &amp;vorige fase</translation>
    </message>
    <message>
        <source>History: ne&amp;xt phase</source>
        <translation>Geschiedenis: v&amp;olgende fase</translation>
    </message>
    <message>
        <source>History: back to the &amp;game</source>
        <translation>Geschiedenis: terug naar het &amp;spel</translation>
    </message>
    <message>
        <source>&amp;Submit orders</source>
        <translation>Orders &amp;inleveren</translation>
    </message>
    <message>
        <source>&amp;Show the result</source>
        <translation>&amp;Uitslag tonen</translation>
    </message>
    <message>
        <source>&amp;Continue to {phase}</source>
        <translation>&amp;Verder naar {phase}</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>Turn</source>
        <translation>Beurt</translation>
    </message>
</context>
<context>
    <name>TurnFlow</name>
    <message>
        <source>Waiting for {player}.</source>
        <translation>Wachten op {player}.</translation>
    </message>
    <message>
        <source>{player}, your PIN lock in the save file is damaged, so your PIN cannot be checked. With the table&apos;s agreement, set a new PIN, then enter your orders for this phase again.</source>
        <translation>{player}, de gegevens van uw pincode in het opgeslagen bestand zijn beschadigd, dus uw pincode kan niet worden gecontroleerd. Kies met instemming van de tafel een nieuwe pincode en voer daarna uw orders voor deze fase opnieuw in.</translation>
    </message>
    <message>
        <source>I am {player}: set a new PIN</source>
        <translation>Ik ben {player}: nieuwe pincode kiezen</translation>
    </message>
    <message>
        <source>{player}, your submitted orders were saved locked with your PIN. Enter it so that the phase can be judged.</source>
        <translation>{player}, uw ingeleverde orders zijn opgeslagen en vergrendeld met uw pincode. Voer die in zodat de fase kan worden uitgevoerd.</translation>
    </message>
    <message>
        <source>Unlock my orders</source>
        <translation>Mijn orders ontgrendelen</translation>
    </message>
    <message>
        <source>A draw has been proposed. {player} votes in private; everyone else, please look away.</source>
        <translation>Er is een remise voorgesteld. {player} stemt in het geheim; alle anderen: niet kijken, alstublieft.</translation>
    </message>
    <message>
        <source>I am {player}: vote</source>
        <translation>Ik ben {player}: stemmen</translation>
    </message>
    <message>
        <source>Change submitted orders</source>
        <translation>Ingeleverde orders wijzigen</translation>
    </message>
    <message>
        <source>Go on without {player} for {phase}? {powers} will be in civil disorder for this phase: their units hold, their dislodged units are disbanded, they build nothing and any removals follow the rules. Orders {player} already gave are discarded unread. Until the last player submits, {player} can still take their powers back with &quot;Change submitted orders&quot;.</source>
        <translation>Verder zonder {player} in {phase}? {powers} komen deze fase in chaos: hun eenheden houden stand, verdreven eenheden worden opgeheven, ze bouwen niets en welke eenheden worden opgeheven, volgt uit de regels. Orders die {player} al gaf, worden ongelezen weggegooid. Tot de laatste speler inlevert, kan {player} de grootmachten terugnemen met ‘Ingeleverde orders wijzigen’.</translation>
    </message>
    <message>
        <source>Civil disorder</source>
        <translation>Chaos</translation>
    </message>
    <message>
        <source>Go on without {player}</source>
        <translation>Verder zonder {player}</translation>
    </message>
    <message>
        <source>Wait for {player}</source>
        <translation>Wachten op {player}</translation>
    </message>
    <message>
        <source>Who wants to change their orders?</source>
        <translation>Wie wil de orders wijzigen?</translation>
    </message>
    <message>
        <source>{player}&apos;s turn ({powers}), {phase}: enter your orders, then Submit (Ctrl+Return).</source>
        <translation>{player} is aan de beurt ({powers}), {phase}: geef uw orders en kies dan Inleveren (Ctrl+Enter).</translation>
    </message>
    <message>
        <source>{power}:</source>
        <comment>a power&apos;s name over the warnings about its orders</comment>
        <translation>{power}:</translation>
    </message>
    <message>
        <source>{power}: builds not used: {n}</source>
        <translation>{power}: niet gebruikte bouwrechten: {n}</translation>
    </message>
    <message>
        <source>{power}: removals not chosen, which the rules will choose: {n}</source>
        <translation>{power}: op te heffen eenheden niet gekozen; de regels kiezen ze: {n}</translation>
    </message>
    <message>
        <source>Submit the orders of {powers}? You can change them until the last player submits.</source>
        <translation>De orders van {powers} inleveren? U kunt ze wijzigen tot de laatste speler inlevert.</translation>
    </message>
    <message>
        <source>Submit orders</source>
        <translation>Orders inleveren</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Inleveren</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Verder bewerken</translation>
    </message>
</context>
</TS>
