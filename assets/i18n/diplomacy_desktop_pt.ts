<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt">
<context>
    <name>Advice</name>
    <message>
        <source>“{order}”</source>
        <comment>an order quoted in a sentence</comment>
        <translation>«{order}»</translation>
    </message>
    <message>
        <source>{order} supports {unit} to hold, but you ordered {unit} to move to {dest}. A support to hold only helps a unit that stays where it is: support the move itself instead.</source>
        <translation>{order} apoia a unidade {unit} a manter a posição, mas ordenou à unidade {unit} que se movesse para a província {dest}. Um apoio para manter a posição só ajuda uma unidade que fica onde está: apoie antes o próprio movimento.</translation>
    </message>
    <message>
        <source>{order} supports {unit} into {dest}, but your order for {unit} is {actual}. A support only counts for the very move you ordered.</source>
        <translation>{order} apoia a unidade {unit} a entrar na província {dest}, mas a sua ordem para a unidade {unit} é {actual}. Um apoio só conta para o movimento exato que ordenou.</translation>
    </message>
    <message>
        <source>{order} supports {unit} into {dest}, but {unit} has no order and will hold. A support only counts for the very move you ordered.</source>
        <translation>{order} apoia a unidade {unit} a entrar na província {dest}, mas a unidade {unit} não tem ordem e vai manter a posição. Um apoio só conta para o movimento exato que ordenou.</translation>
    </message>
    <message>
        <source>{order} convoys {army} to {dest}, but your order for {army} is {actual}. The army must be ordered to {dest} too, or the convoy does nothing.</source>
        <translation>{order} comboia a unidade {army} para a província {dest}, mas a sua ordem para a unidade {army} é {actual}. O exército também tem de receber a ordem de ir para a província {dest}; senão, o comboio não serve de nada.</translation>
    </message>
    <message>
        <source>{order} convoys {army} to {dest}, but {army} has no order and will stay. The army must be ordered to {dest} too, or the convoy does nothing.</source>
        <translation>{order} comboia a unidade {army} para a província {dest}, mas a unidade {army} não tem ordem e vai ficar onde está. O exército também tem de receber a ordem de ir para a província {dest}; senão, o comboio não serve de nada.</translation>
    </message>
    <message>
        <source>{order}: {army} can only reach {dest} by convoy, and your fleets&apos; orders do not carry it there. It stays where it is unless another power&apos;s fleets convoy it.</source>
        <translation>{order}: a unidade {army} só pode chegar à província {dest} por comboio, e as ordens das suas frotas não a levam até lá. Fica onde está, a não ser que as frotas de outra potência a comboiem.</translation>
    </message>
    <message>
        <source>{orders} all go to {dest}: with equal support none of them moves. Send one elsewhere, or support one of them.</source>
        <translation>As ordens {orders} vão todas para a província {dest}: com apoio igual, nenhuma das unidades se move. Envie uma para outro lado ou apoie uma delas.</translation>
    </message>
    <message>
        <source>{first} and {second} both go to {dest}: with equal support neither moves. Send one elsewhere, or support one of them.</source>
        <translation>{first} e {second} vão ambas para a província {dest}: com apoio igual, nenhuma das duas unidades se move. Envie uma para outro lado ou apoie uma delas.</translation>
    </message>
    <message>
        <source>{first} and {second} would swap places: two units cannot swap over land without a convoy, so neither moves.</source>
        <translation>{first} e {second} trocariam de lugar: duas unidades não podem trocar de lugar por terra sem um comboio, por isso nenhuma se move.</translation>
    </message>
    <message>
        <source>{order} attacks your own {unit}, which stays there. You can never dislodge your own unit, so the move fails.</source>
        <translation>{order} ataca a sua própria unidade {unit}, que fica onde está. Nunca pode desalojar uma unidade sua, por isso o movimento falha.</translation>
    </message>
    <message>
        <source>{unit} has no order yet: it will hold.</source>
        <translation>A unidade {unit} ainda não tem ordem: vai manter a posição.</translation>
    </message>
    <message>
        <source>No order yet, so they will hold: {units}.</source>
        <translation>Ainda sem ordem, por isso vão manter a posição: {units}.</translation>
    </message>
    <message>
        <source>{unit} has no order yet: it will be disbanded.</source>
        <translation>A unidade {unit} ainda não tem ordem: vai ser dissolvida.</translation>
    </message>
    <message>
        <source>No order yet, so they will be disbanded: {units}.</source>
        <translation>Ainda sem ordem, por isso vão ser dissolvidas: {units}.</translation>
    </message>
    <message>
        <source>{orders} all retreat to {dest}: units that retreat to the same place are all disbanded.</source>
        <translation>As ordens {orders} retiram todas as unidades para a província {dest}: as unidades que se retiram para o mesmo lugar são todas dissolvidas.</translation>
    </message>
    <message>
        <source>{first} and {second} both retreat to {dest}: units that retreat to the same place are all disbanded.</source>
        <translation>{first} e {second} retiram ambas as unidades para a província {dest}: as unidades que se retiram para o mesmo lugar são todas dissolvidas.</translation>
    </message>
    <message>
        <source>Your home supply centre {centre} will be empty after this turn, with {units} next to it. Supply centres change hands after the Fall turn: leave or move a unit there.</source>
        <translation>O seu centro de abastecimento inicial {centre} vai ficar vazio depois deste turno, com unidades ao lado ({units}). Os centros de abastecimento mudam de dono depois do turno de outono: deixe lá uma unidade ou mova uma para lá.</translation>
    </message>
</context>
<context>
    <name>AdviceView</name>
    <message>
        <source>why?</source>
        <translation>porquê?</translation>
    </message>
    <message>
        <source>Before you submit, check (advice only; you can still submit):</source>
        <translation>Antes de entregar, verifique (são só conselhos; pode entregar mesmo assim):</translation>
    </message>
</context>
<context>
    <name>AutosaveKeeper</name>
    <message>
        <source>Autosave failed: {problem}</source>
        <translation>A gravação automática falhou: {problem}</translation>
    </message>
</context>
<context>
    <name>BotLevel</name>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>{power} ({level} bot)</source>
        <translation>{power} (bot {level})</translation>
    </message>
    <message>
        <source>Easy bots send each unit, one at a time, towards the nearby supply centres worth most to them, and guard their own when a rival is close. They support a unit only when a rival is next to its target, never convoy, never look ahead at what their neighbours will do, and do not remember who attacked them. A beginner can beat them.</source>
        <translation>Os bots fáceis levam cada unidade, uma de cada vez, para os centros de abastecimento próximos que mais lhes valem, e defendem os seus quando há um rival perto. Só apoiam uma unidade quando há um rival junto ao seu destino, nunca comboiam, nunca preveem o que os vizinhos vão fazer e não se lembram de quem os atacou. Um principiante consegue vencê-los.</translation>
    </message>
    <message>
        <source>Normal bots plan all their units together: supports for attacks and for units under threat, convoys with their own fleets, and no two of their units blocking each other. They try a few plans against what their neighbours will probably do and play the best one.</source>
        <translation>Os bots normais planeiam todas as suas unidades em conjunto: apoios para os ataques e para as unidades ameaçadas, comboios com as suas próprias frotas, e nunca duas unidades suas a bloquearem-se uma à outra. Testam alguns planos contra o que os vizinhos provavelmente farão e jogam o melhor.</translation>
    </message>
    <message>
        <source>Hard bots guess their neighbours&apos; orders several ways and test many plans against those guesses with the rules of the game (in Spring 1901, every named opening), keep the plan that ends with the most supply centres on average, then improve it unit by unit and with attacks that bring their own supports. In Spring they also look ahead to the Fall: a move is worth the centre it lets them take then. They think a moment longer.</source>
        <translation>Os bots difíceis adivinham de várias maneiras as ordens dos vizinhos e testam muitos planos contra essas hipóteses com as regras do jogo (na primavera de 1901, todas as aberturas com nome), ficam com o plano que acaba, em média, com mais centros de abastecimento e depois melhoram-no unidade a unidade e com ataques que trazem os seus próprios apoios. Na primavera também olham para o outono: um movimento vale o centro que lhes permite tomar então. Pensam um pouco mais.</translation>
    </message>
</context>
<context>
    <name>BotTurns</name>
    <message>
        <source>Bots are thinking: {done} of {total}</source>
        <translation>Os bots estão a pensar: {done} de {total}</translation>
    </message>
    <message>
        <source>Bots</source>
        <translation>Bots</translation>
    </message>
    <message>
        <source>The bot playing {powers} could not give its orders this phase; its units hold.</source>
        <translation>O bot que joga {powers} não conseguiu dar as suas ordens nesta fase; as suas unidades mantêm a posição.</translation>
    </message>
</context>
<context>
    <name>Coast</name>
    <message>
        <source>north coast</source>
        <translation>costa norte</translation>
    </message>
    <message>
        <source>south coast</source>
        <translation>costa sul</translation>
    </message>
    <message>
        <source>east coast</source>
        <translation>costa leste</translation>
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
        <translation>Agora não</translation>
    </message>
    <message>
        <source>Change submitted orders…</source>
        <translation>Alterar ordens entregues…</translation>
    </message>
    <message>
        <source>A player who has submitted may change their orders until the last player submits.</source>
        <translation>Quem já entregou pode alterar as suas ordens até o último jogador entregar.</translation>
    </message>
    <message>
        <source>Forgot my PIN…</source>
        <translation>Esqueci o meu PIN…</translation>
    </message>
    <message>
        <source>With the table&apos;s agreement: your sealed orders for this phase are discarded unread and you set a new PIN.</source>
        <translation>Com o acordo da mesa: as suas ordens seladas desta fase são descartadas sem serem lidas e define um novo PIN.</translation>
    </message>
    <message>
        <source>Your PIN or passphrase</source>
        <translation>O seu PIN ou frase-passe</translation>
    </message>
    <message>
        <source>Pass the computer to {player} ({powers})</source>
        <translation>Passe o computador a {player} ({powers})</translation>
    </message>
    <message>
        <source>{phase}. Everyone else, please look away.</source>
        <translation>{phase}. Os restantes, por favor, não olhem.</translation>
    </message>
    <message>
        <source>{player} asked to change their orders for {phase}.</source>
        <translation>{player} pediu para alterar as suas ordens da fase {phase}.</translation>
    </message>
    <message>
        <source>I am {player}: show my orders</source>
        <translation>Sou {player}: mostrar as minhas ordens</translation>
    </message>
    <message>
        <source>{player} is not here…</source>
        <translation>{player} não está…</translation>
    </message>
    <message>
        <source>The table may go on without {player} this phase: their units hold (civil disorder). Nobody&apos;s orders are shown.</source>
        <translation>A mesa pode continuar sem {player} nesta fase: as suas unidades mantêm a posição (desordem civil). Não se mostram as ordens de ninguém.</translation>
    </message>
    <message>
        <source>Wrong PIN. Try again.</source>
        <translation>PIN errado. Tente de novo.</translation>
    </message>
</context>
<context>
    <name>DrawVote</name>
    <message>
        <source>Each surviving player will be asked in private. The game ends in a draw only if everyone agrees; who refused is not shown.</source>
        <translation>Cada jogador sobrevivente será consultado em privado. A partida só acaba em empate se todos concordarem; não se mostra quem recusou.</translation>
    </message>
    <message>
        <source>The bots agree to any draw the players agree to.</source>
        <translation>Os bots aceitam qualquer empate que os jogadores aceitem.</translation>
    </message>
    <message>
        <source>Propose a draw</source>
        <translation>Propor um empate</translation>
    </message>
    <message>
        <source>Draw vote</source>
        <translation>Votação do empate</translation>
    </message>
    <message>
        <source>{player}, do you agree to end the game in a draw shared by {survivors}?</source>
        <translation>{player}, aceita terminar a partida num empate entre: {survivors}?</translation>
    </message>
    <message>
        <source>Agree to the draw</source>
        <translation>Aceitar o empate</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Recusar</translation>
    </message>
    <message>
        <source>No draw</source>
        <translation>Sem empate</translation>
    </message>
    <message>
        <source>Not every player agreed to a draw. The game goes on.</source>
        <translation>Nem todos os jogadores aceitaram o empate. A partida continua.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nova partida…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Practice against bots…</source>
        <translation>&amp;Treinar contra bots…</translation>
    </message>
    <message>
        <source>&amp;Free game (order every power)</source>
        <translation>Partida &amp;livre (ordens para todas as potências)</translation>
    </message>
    <message>
        <source>Game already open</source>
        <translation>A partida já está aberta</translation>
    </message>
    <message>
        <source>This game is open in another Diplomacy Desktop window. Play it there: two windows on one game would undo each other&apos;s moves.

The game on the board is unchanged.</source>
        <translation>Esta partida está aberta noutra janela do Diplomacy Desktop. Jogue-a lá: duas janelas com a mesma partida desfariam as jogadas uma da outra.

A partida no tabuleiro não foi alterada.</translation>
    </message>
    <message>
        <source>Autosave failed: {problem}</source>
        <translation>A gravação automática falhou: {problem}</translation>
    </message>
    <message>
        <source>Practice against bots</source>
        <translation>Treinar contra bots</translation>
    </message>
    <message>
        <source>Free game</source>
        <translation>Partida livre</translation>
    </message>
    <message>
        <source>{game} — {phase} — Diplomacy Desktop</source>
        <translation>{game} — {phase} — Diplomacy Desktop</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Alterações por guardar</translation>
    </message>
    <message>
        <source>The game has changed since it was last saved. Save it first?

(Submitted orders and finished phases are also kept in the autosave.)</source>
        <translation>A partida mudou desde a última gravação. Guardá-la primeiro?

(As ordens entregues e as fases terminadas também ficam na gravação automática.)</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Não é possível abrir a partida</translation>
    </message>
    <message>
        <source>{file} cannot be opened: {problem}

The game on the board is unchanged.</source>
        <translation>Não é possível abrir {file}: {problem}

A partida no tabuleiro não mudou.</translation>
    </message>
    <message>
        <source>Continue from the autosave: {phase}</source>
        <translation>Continuar a partir da gravação automática: {phase}</translation>
    </message>
    <message>
        <source>Continue from this file, {phase}, as a new branch of the game (the autosave is kept)</source>
        <translation>Continuar a partir deste ficheiro, {phase}, como um novo ramo da partida (a gravação automática é mantida)</translation>
    </message>
    <message>
        <source>An older save of this game</source>
        <translation>Uma gravação mais antiga desta partida</translation>
    </message>
    <message>
        <source>{file} is an older save of this game: its autosave is further on, at {later}. Which should go on?</source>
        <translation>{file} é uma gravação mais antiga desta partida: a sua gravação automática vai mais adiante, em {later}. Qual deve continuar?</translation>
    </message>
    <message>
        <source>the game holds text that cannot be saved</source>
        <translation>a partida contém texto que não pode ser guardado</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Não é possível guardar a partida</translation>
    </message>
    <message>
        <source>{path} could not be written: {problem}</source>
        <translation>Não foi possível escrever {path}: {problem}</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Guardada em {path}</translation>
    </message>
    <message>
        <source>Autosave damaged</source>
        <translation>Gravação automática danificada</translation>
    </message>
    <message>
        <source>The autosaved game could not be opened: {problem}

The file is kept as {file}.</source>
        <translation>Não foi possível abrir a partida gravada automaticamente: {problem}

O ficheiro fica guardado como {file}.</translation>
    </message>
    <message>
        <source>Resume an unfinished game?</source>
        <translation>Retomar uma partida por terminar?</translation>
    </message>
    <message>
        <source>These games are not finished, the most recent first. Resume one, or start a new game; the others stay saved.</source>
        <translation>Estas partidas não terminaram; a mais recente primeiro. Retome uma ou comece uma partida nova; as outras continuam guardadas.</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Treino</translation>
    </message>
    <message>
        <source>{players} — {phase} — saved {when}</source>
        <translation>{players} — {phase} — guardada {when}</translation>
    </message>
</context>
<context>
    <name>HistoryBrowser</name>
    <message>
        <source>Viewing history: {phase} ({n} of {total}). Left/Right: step, Esc: back to the game.</source>
        <translation>Histórico: {phase} ({n} de {total}). Esquerda/Direita: avançar ou recuar, Esc: voltar à partida.</translation>
    </message>
</context>
<context>
    <name>HotseatSession</name>
    <message>
        <source>Left/Right: look back at past phases. Game menu: propose a draw.</source>
        <translation>Esquerda/Direita: rever fases anteriores. Menu Partida: propor um empate.</translation>
    </message>
    <message>
        <source>Bots play {powers}.</source>
        <translation>Os bots jogam: {powers}.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>{phase}: orders around {places}. Which orders succeed, which fail, and which units are dislodged?</source>
        <translation>{phase}: ordens à volta de {places}. Que ordens têm êxito, quais falham e que unidades são desalojadas?</translation>
    </message>
    <message>
        <source>{phase}: units dislodged from {places} must retreat. Which retreat, and which are disbanded?</source>
        <translation>{phase}: as unidades desalojadas de {places} têm de retirar-se. Quais se retiram e quais são dissolvidas?</translation>
    </message>
    <message>
        <source>{phase}: builds and removals for {powers}. Which orders succeed, and which units are removed?</source>
        <translation>{phase}: construções e dissoluções ({powers}). Que ordens têm êxito e que unidades são dissolvidas?</translation>
    </message>
    <message>
        <source>DATC case {number}</source>
        <translation>Caso DATC {number}</translation>
    </message>
    <message>
        <source>Rulebook: the sample game</source>
        <translation>Livro de regras: o exemplo de partida</translation>
    </message>
    <message>
        <source>Rulebook, diagram {number}</source>
        <translation>Livro de regras, diagrama {number}</translation>
    </message>
    <message>
        <source>Rulebook, worked example</source>
        <translation>Livro de regras, exemplo resolvido</translation>
    </message>
    <message>
        <source>Rules summary, worked example</source>
        <translation>Resumo das regras, exemplo resolvido</translation>
    </message>
    <message>
        <source>{source}, then {phase}</source>
        <translation>{source}, depois {phase}</translation>
    </message>
    <message>
        <source>{topic}: {places}</source>
        <translation>{topic}: {places}</translation>
    </message>
    <message>
        <source>{unit} (no order)</source>
        <translation>{unit} (sem ordem)</translation>
    </message>
</context>
<context>
    <name>LessonBrowser</name>
    <message>
        <source>Lesson</source>
        <translation>Lição</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fonte</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Melhor</translation>
    </message>
    <message>
        <source>Your best score in this lesson</source>
        <translation>A sua melhor pontuação nesta lição</translation>
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
        <translation>Para principiantes: erros comuns</translation>
    </message>
    <message>
        <source>Moving</source>
        <translation>Movimentos</translation>
    </message>
    <message>
        <source>Standoffs</source>
        <translation>Impasses</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Apoio</translation>
    </message>
    <message>
        <source>Cutting support</source>
        <translation>Cortar o apoio</translation>
    </message>
    <message>
        <source>Convoys</source>
        <translation>Comboios</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>Retiradas</translation>
    </message>
    <message>
        <source>Builds and removals</source>
        <translation>Construções e dissoluções</translation>
    </message>
    <message>
        <source>Civil disorder</source>
        <translation>Desordem civil</translation>
    </message>
    <message>
        <source>Coasts</source>
        <translation>Costas</translation>
    </message>
    <message>
        <source>The sample game, 1901-1902</source>
        <translation>O exemplo de partida, 1901-1902</translation>
    </message>
    <message>
        <source>DATC 6.A: basic checks</source>
        <translation>DATC 6.A: verificações básicas</translation>
    </message>
    <message>
        <source>DATC 6.B: coastal issues</source>
        <translation>DATC 6.B: questões de costas</translation>
    </message>
    <message>
        <source>DATC 6.C: circular movement</source>
        <translation>DATC 6.C: movimento circular</translation>
    </message>
    <message>
        <source>DATC 6.D: supports and dislodges</source>
        <translation>DATC 6.D: apoios e desalojamentos</translation>
    </message>
    <message>
        <source>DATC 6.E: head-to-head battles</source>
        <translation>DATC 6.E: batalhas frente a frente</translation>
    </message>
    <message>
        <source>DATC 6.F: convoys</source>
        <translation>DATC 6.F: comboios</translation>
    </message>
    <message>
        <source>DATC 6.G: convoying to adjacent places</source>
        <translation>DATC 6.G: comboios para províncias adjacentes</translation>
    </message>
    <message>
        <source>DATC 6.H: retreating</source>
        <translation>DATC 6.H: retiradas</translation>
    </message>
    <message>
        <source>DATC 6.I: building</source>
        <translation>DATC 6.I: construções</translation>
    </message>
    <message>
        <source>DATC 6.J: civil disorder and disbands</source>
        <translation>DATC 6.J: desordem civil e dissoluções</translation>
    </message>
    <message>
        <source>Advanced: the DATC test cases (v3.0)</source>
        <translation>Avançado: os casos de teste DATC (v3.0)</translation>
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
        <translation>Retiradas com êxito: {orders}.</translation>
    </message>
    <message>
        <source>Moves that succeed: {orders}.</source>
        <translation>Movimentos com êxito: {orders}.</translation>
    </message>
    <message>
        <source>Moves that fail: {orders}.</source>
        <translation>Movimentos que falham: {orders}.</translation>
    </message>
    <message>
        <source>{unit} ({power}) is dislodged by the attack from {place}.</source>
        <translation>{unit} ({power}) é desalojada pelo ataque vindo da província {place}.</translation>
    </message>
    <message>
        <source>Disbanded: {units}.</source>
        <translation>Dissolvidas: {units}.</translation>
    </message>
    <message>
        <source>Builds and removals carried out: {orders}.</source>
        <translation>Construções e dissoluções realizadas: {orders}.</translation>
    </message>
    <message>
        <source>Void, so not carried out: {orders}.</source>
        <translation>Nulas, por isso não executadas: {orders}.</translation>
    </message>
    <message>
        <source>Removed by the civil disorder rule: {units}.</source>
        <translation>Dissolvidas pela regra da desordem civil: {units}.</translation>
    </message>
    <message>
        <source>Units on the board afterwards: {units}.</source>
        <translation>Unidades no tabuleiro depois: {units}.</translation>
    </message>
    <message>
        <source>No unit is left on the board.</source>
        <translation>Não resta nenhuma unidade no tabuleiro.</translation>
    </message>
    <message>
        <source>No unit is dislodged.</source>
        <translation>Nenhuma unidade é desalojada.</translation>
    </message>
</context>
<context>
    <name>LessonView</name>
    <message>
        <source>choose…</source>
        <translation>escolha…</translation>
    </message>
    <message>
        <source>Whole map</source>
        <translation>Mapa inteiro</translation>
    </message>
    <message>
        <source>Zoom out to the whole map (Ctrl+0); the wheel zooms too</source>
        <translation>Afastar até ver o mapa inteiro (Ctrl+0); a roda do rato também aproxima e afasta</translation>
    </message>
    <message>
        <source>Back to the lesson</source>
        <translation>Voltar à lição</translation>
    </message>
    <message>
        <source>Frame the places this lesson is about again (Ctrl+0)</source>
        <translation>Voltar a enquadrar as províncias desta lição (Ctrl+0)</translation>
    </message>
    <message>
        <source>Watch the board: the phase is being resolved.</source>
        <translation>Observe o tabuleiro: a fase está a ser resolvida.</translation>
    </message>
    <message>
        <source>Your score: {percent}% ({right} of {total} right)</source>
        <translation>A sua pontuação: {percent}% ({right} de {total} certas)</translation>
    </message>
    <message>
        <source>To remember: {lesson}</source>
        <translation>Para recordar: {lesson}</translation>
    </message>
    <message>
        <source>not predicted</source>
        <translation>sem previsão</translation>
    </message>
    <message>
        <source>you said: {mark}</source>
        <translation>disse: {mark}</translation>
    </message>
    <message>
        <source>rule: {rule}</source>
        <translation>regra: {rule}</translation>
    </message>
    <message>
        <source>Choose a lesson on the left.</source>
        <translation>Escolha uma lição à esquerda.</translation>
    </message>
    <message>
        <source>Note: the source ({source}) gives a different result for {count} of these.</source>
        <translation>Atenção: a fonte ({source}) dá outro resultado para {count} destas.</translation>
    </message>
    <message>
        <source>Also in the source, but not a valid order: it does nothing, so it is not asked about: {orders}</source>
        <translation>Também na fonte, mas não é uma ordem válida: não faz nada, por isso não se pergunta por ela: {orders}</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Potência</translation>
    </message>
    <message>
        <source>Order or unit</source>
        <translation>Ordem ou unidade</translation>
    </message>
    <message>
        <source>Your prediction</source>
        <translation>A sua previsão</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>O que aconteceu</translation>
    </message>
    <message>
        <source>Check and watch</source>
        <translation>Verificar e ver</translation>
    </message>
    <message>
        <source>Compare your prediction with the rules and watch the phase resolve</source>
        <translation>Compare a sua previsão com as regras e veja a fase a ser resolvida</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Lição seguinte</translation>
    </message>
</context>
<context>
    <name>LessonsWindow</name>
    <message>
        <source>That was the last lesson of the list.</source>
        <translation>Essa foi a última lição da lista.</translation>
    </message>
    <message>
        <source>Lessons tried: {done} of {total}, all right: {mastered}</source>
        <translation>Lições tentadas: {done} de {total}, todas certas: {mastered}</translation>
    </message>
    <message>
        <source>Lessons — Diplomacy Desktop</source>
        <translation>Lições — Diplomacy Desktop</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lições</translation>
    </message>
    <message>
        <source>The lessons cannot be loaded: {problem}</source>
        <translation>Não é possível carregar as lições: {problem}</translation>
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
        <translation>&amp;Ficheiro</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Orders</source>
        <translation>&amp;Ordens</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Ordens</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Ordering for: </source>
        <translation>Ordens de: </translation>
    </message>
    <message>
        <source>The power whose orders you are entering (Ctrl+Tab: next)</source>
        <translation>A potência cujas ordens está a introduzir (Ctrl+Tab: seguinte)</translation>
    </message>
    <message>
        <source>&amp;Adjudicate</source>
        <translation>&amp;Resolver</translation>
    </message>
    <message>
        <source>&amp;Take back the last phase</source>
        <translation>&amp;Desfazer a última fase</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>&amp;Lições…</translation>
    </message>
    <message>
        <source>Open the &amp;sandbox</source>
        <translation>Abrir o &amp;tabuleiro de ensaio</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Delete order</source>
        <translation>&amp;Apagar ordem</translation>
    </message>
    <message>
        <source>&amp;Cancel order entry</source>
        <translation>&amp;Cancelar a introdução da ordem</translation>
    </message>
    <message>
        <source>&amp;Hold</source>
        <translation>&amp;Manter a posição</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Mover</translation>
    </message>
    <message>
        <source>&amp;Support</source>
        <translation>A&amp;poiar</translation>
    </message>
    <message>
        <source>&amp;Convoy</source>
        <translation>&amp;Comboiar</translation>
    </message>
    <message>
        <source>&amp;Disband</source>
        <translation>&amp;Dissolver</translation>
    </message>
    <message>
        <source>&amp;Waive a build</source>
        <translation>&amp;Renunciar a uma construção</translation>
    </message>
    <message>
        <source>&amp;Type an order</source>
        <translation>&amp;Escrever uma ordem</translation>
    </message>
    <message>
        <source>&amp;Next power</source>
        <translation>Potência &amp;seguinte</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Aproximar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>A&amp;fastar</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Ajustar à janela</translation>
    </message>
    <message>
        <source>Focus the &amp;board</source>
        <translation>Focar o &amp;tabuleiro</translation>
    </message>
    <message>
        <source>Show the &amp;orders</source>
        <translation>Mostrar as &amp;ordens</translation>
    </message>
    <message>
        <source>Show the &amp;results</source>
        <translation>Mostrar os &amp;resultados</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Anular</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Anular (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Refazer</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Refazer (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tabuleiro</translation>
    </message>
    <message>
        <source>The map of Europe with every unit. Orders can also be typed: Ctrl+L goes to the typed box, Ctrl+2 to the results.</source>
        <translation>O mapa da Europa com todas as unidades. As ordens também podem ser escritas: Ctrl+L vai para a caixa de texto, Ctrl+2 para os resultados.</translation>
    </message>
    <message>
        <source>Ordering for</source>
        <translation>Ordens de</translation>
    </message>
    <message>
        <source>Orders and results</source>
        <translation>Ordens e resultados</translation>
    </message>
    <message>
        <source>Orders given</source>
        <translation>Ordens dadas</translation>
    </message>
    <message>
        <source>Type an order</source>
        <translation>Escreva uma ordem</translation>
    </message>
    <message>
        <source>Phase on the board</source>
        <translation>Fase no tabuleiro</translation>
    </message>
    <message>
        <source>Province under the pointer</source>
        <translation>Província sob o ponteiro</translation>
    </message>
    <message>
        <source>What happens now</source>
        <translation>O que acontece agora</translation>
    </message>
    <message>
        <source>Results: each order, its result and the reason under it</source>
        <translation>Resultados: cada ordem, o seu resultado e o motivo por baixo</translation>
    </message>
    <message>
        <source>Showing results: press Ctrl+Return to continue.</source>
        <translation>A mostrar os resultados: prima Ctrl+Enter para continuar.</translation>
    </message>
    <message>
        <source>{unit} cannot go to {place}: {reason}</source>
        <translation>a unidade {unit} não pode ir para a província {place}: {reason}</translation>
    </message>
    <message>
        <source>supply centre of {power}</source>
        <translation>centro de abastecimento da {power}</translation>
    </message>
    <message>
        <source>neutral supply centre</source>
        <translation>centro de abastecimento neutro</translation>
    </message>
    <message>
        <source>dislodged: {unit} ({power})</source>
        <translation>desalojada: {unit} ({power})</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>&amp;Show the result</source>
        <translation>&amp;Mostrar o resultado</translation>
    </message>
    <message>
        <source>&amp;Continue to {phase}</source>
        <translation>&amp;Continuar: {phase}</translation>
    </message>
    <message>
        <source>Adjudicate</source>
        <translation>Resolver</translation>
    </message>
    <message>
        <source>Units or adjustments without an order: {n}. Units hold, retreats disband and the rules choose removals. Judge the phase anyway?</source>
        <translation>Unidades ou ajustes sem ordem: {n}. As unidades sem ordem mantêm a posição, as unidades desalojadas sem ordem são dissolvidas e as regras escolhem as dissoluções. Resolver a fase mesmo assim?</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Resolver</translation>
    </message>
    <message>
        <source>Keep ordering</source>
        <translation>Continuar a dar ordens</translation>
    </message>
    <message>
        <source>The game is over: {result}.</source>
        <translation>A partida terminou: {result}.</translation>
    </message>
    <message>
        <source>Resolving {phase}: watch the board. Ctrl+Return shows the result at once.</source>
        <translation>A resolver a fase {phase}: observe o tabuleiro. Ctrl+Enter mostra já o resultado.</translation>
    </message>
    <message>
        <source>Results of {phase}. Press Ctrl+Return to continue.</source>
        <translation>Resultados da fase {phase}. Prima Ctrl+Enter para continuar.</translation>
    </message>
    <message>
        <source>Results of {phase}: orders that succeeded: {succeeded}; orders that failed: {failed}. The results list gives each order with its reason.</source>
        <translation>Resultados da fase {phase}: ordens com êxito: {succeeded}; ordens que falharam: {failed}. A lista de resultados dá cada ordem com o seu motivo.</translation>
    </message>
    <message>
        <source>Only a practice game can take back a phase.</source>
        <translation>Só numa partida de treino se pode desfazer uma fase.</translation>
    </message>
    <message>
        <source>Back to {phase}: change the orders and judge again.</source>
        <translation>De volta à fase {phase}: altere as ordens e resolva de novo.</translation>
    </message>
    <message>
        <source>{power}: {n}</source>
        <translation>{power}: {n}</translation>
    </message>
    <message>
        <source>Supply centres: {counts}</source>
        <translation>Centros de abastecimento: {counts}</translation>
    </message>
    <message>
        <source>{power} builds {n}</source>
        <translation>{power} constrói {n}</translation>
    </message>
    <message>
        <source>{power} removes {n}</source>
        <translation>{power} dissolve {n}</translation>
    </message>
    <message>
        <source>Adjustments due: {due}</source>
        <translation>Ajustes pendentes: {due}</translation>
    </message>
</context>
<context>
    <name>Mark</name>
    <message>
        <source>succeeds</source>
        <translation>tem êxito</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>falha</translation>
    </message>
    <message>
        <source>is dislodged</source>
        <translation>é desalojada</translation>
    </message>
    <message>
        <source>retreats</source>
        <translation>retira-se</translation>
    </message>
    <message>
        <source>is disbanded</source>
        <translation>é dissolvida</translation>
    </message>
    <message>
        <source>stays</source>
        <translation>fica</translation>
    </message>
    <message>
        <source>is removed</source>
        <translation>é dissolvida</translation>
    </message>
    <message>
        <source>stays in place</source>
        <translation>fica no lugar</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Standard game</source>
        <translation>Jogo padrão</translation>
    </message>
    <message>
        <source>No power is left to a bot.</source>
        <translation>Não sobra nenhuma potência para um bot.</translation>
    </message>
    <message>
        <source>Scenario:</source>
        <translation>Cenário:</translation>
    </message>
    <message>
        <source>Two players: {first} against {second}, from Spring {year}. The other powers have no units and their supply centres are neutral.</source>
        <translation>Dois jogadores: {first} contra {second}, a partir da primavera de {year}. As outras potências não têm unidades e os seus centros de abastecimento são neutros.</translation>
    </message>
    <message>
        <source>Until a player controls {count} supply centres</source>
        <translation>Até um jogador controlar {count} centros de abastecimento</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jogador {n}</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>opcional</translation>
    </message>
    <message>
        <source>Beginner&apos;s help: during this player&apos;s turn, count their orders and warn them of likely mistakes, behind their curtain only. Remembered for this name.</source>
        <translation>Ajuda para principiantes: durante a vez deste jogador, conta as suas ordens e avisa-o de erros prováveis, só por trás da sua cortina. Fica memorizada para este nome.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Two players play the 1914 scenario of the rulebook.</source>
        <translation>Dois jogadores jogam o cenário de 1914 do livro de regras.</translation>
    </message>
    <message>
        <source>Draw powers at random</source>
        <translation>Sortear as potências</translation>
    </message>
    <message>
        <source>Choose powers</source>
        <translation>Escolher as potências</translation>
    </message>
    <message>
        <source>Bots play the powers nobody plays</source>
        <translation>Os bots jogam as potências que ninguém joga</translation>
    </message>
    <message>
        <source>Each player plays one power; bots play the others instead of leaving them neutral.</source>
        <translation>Cada jogador joga com uma potência; os bots jogam as outras em vez de as deixar neutras.</translation>
    </message>
    <message>
        <source>Bots</source>
        <translation>Bots</translation>
    </message>
    <message>
        <source>Easy plays like the classic DumbBot; Normal coordinates supports and convoys; Hard also tries its orders against its neighbours&apos; likely moves.</source>
        <translation>Fácil joga como o clássico DumbBot; Normal coordena apoios e comboios; Difícil também testa as suas ordens contra os movimentos prováveis dos vizinhos.</translation>
    </message>
    <message>
        <source>Level of every bot:</source>
        <translation>Nível de todos os bots:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Powers</source>
        <translation>Potências</translation>
    </message>
    <message>
        <source>PIN or passphrase</source>
        <translation>PIN ou frase-passe</translation>
    </message>
    <message>
        <source>Beginner&apos;s help</source>
        <translation>Ajuda para principiantes</translation>
    </message>
    <message>
        <source>Until a power controls 18 supply centres</source>
        <translation>Até uma potência controlar 18 centros de abastecimento</translation>
    </message>
    <message>
        <source>Until the end of the year</source>
        <translation>Até ao fim do ano</translation>
    </message>
    <message>
        <source>The game ends</source>
        <translation>A partida termina</translation>
    </message>
    <message>
        <source>All surviving players may agree to a draw at any time.</source>
        <translation>Todos os jogadores sobreviventes podem acordar um empate a qualquer momento.</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Começar a partida</translation>
    </message>
    <message>
        <source>Free game (all powers)</source>
        <translation>Partida livre (todas as potências)</translation>
    </message>
    <message>
        <source>One person tries out orders for every power; no turns, no secrets.</source>
        <translation>Uma pessoa experimenta ordens para todas as potências; sem vezes, sem segredos.</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Número de jogadores:</translation>
    </message>
    <message>
        <source>Powers:</source>
        <translation>Potências:</translation>
    </message>
    <message>
        <source>Empty powers:</source>
        <translation>Potências sem jogador:</translation>
    </message>
    <message>
        <source>Two players: the 1914 scenario. England, France and Russia against Austria, Germany and Turkey, from Spring 1914. Italy is neutral and may not be entered; after Fall 1914 a coin toss decides which side it joins.</source>
        <translation>Dois jogadores: o cenário de 1914. Inglaterra, França e Rússia contra a Áustria, a Alemanha e a Turquia, a partir da primavera de 1914. A Itália é neutra e não pode ser ocupada; depois do outono de 1914, um lançamento de moeda decide a que lado se junta.</translation>
    </message>
    <message>
        <source>Not played, neutral: {powers}. Their units hold, can be supported by anyone and are removed if dislodged.</source>
        <translation>Sem jogador, neutras: {powers}. As suas unidades mantêm a posição, qualquer um as pode apoiar e são dissolvidas se forem desalojadas.</translation>
    </message>
    <message>
        <source>Every power is played.</source>
        <translation>Todas as potências são jogadas.</translation>
    </message>
    <message>
        <source>Until a player controls 24 supply centres</source>
        <translation>Até um jogador controlar 24 centros de abastecimento</translation>
    </message>
    <message>
        <source>Seven players: no bots.</source>
        <translation>Sete jogadores: sem bots.</translation>
    </message>
    <message>
        <source>Each player plays one power. Bots play: {powers}.</source>
        <translation>Cada jogador joga com uma potência. Os bots jogam: {powers}.</translation>
    </message>
    <message>
        <source>Choose each bot&apos;s level, or one level for all of them above.</source>
        <translation>Escolha o nível de cada bot, ou acima um nível para todos.</translation>
    </message>
    <message numerus="yes">
        <source>Each player plays one power, drawn at random. Powers left to the bots: %n.</source>
        <translation>
            <numerusform>Cada jogador joga com uma potência, sorteada. Fica %n potência para os bots.</numerusform>
            <numerusform>Cada jogador joga com uma potência, sorteada. Ficam %n potências para os bots.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the powers to give each bot its own level.</source>
        <translation>Escolha as potências para dar a cada bot o seu próprio nível.</translation>
    </message>
    <message>
        <source>{name}: {problem}</source>
        <translation>{name}: {problem}</translation>
    </message>
    <message>
        <source>Each power can be given to one player only.</source>
        <translation>Cada potência só pode ser dada a um jogador.</translation>
    </message>
    <message>
        <source>Each group of powers can be given to one player only.</source>
        <translation>Cada grupo de potências só pode ser dado a um jogador.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Dois jogadores têm o mesmo nome.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Todos os jogadores precisam de um nome.</translation>
    </message>
    <message>
        <source>These powers cannot be played together.</source>
        <translation>Estas potências não podem ser jogadas em conjunto.</translation>
    </message>
</context>
<context>
    <name>Notation</name>
    <message>
        <source>en</source>
        <comment>the language code of the order notation file assets/notation/&lt;code&gt;.json</comment>
        <translation>pt</translation>
    </message>
</context>
<context>
    <name>OrderController</name>
    <message>
        <source>the order is empty</source>
        <translation>a ordem está vazia</translation>
    </message>
    <message>
        <source>expected a unit, e.g. {example}</source>
        <translation>esperava-se uma unidade, p. ex. {example}</translation>
    </message>
    <message>
        <source>say {expected} for the unit</source>
        <translation>indique {expected} para a unidade</translation>
    </message>
    <message>
        <source>expected a destination province</source>
        <translation>esperava-se a província de destino</translation>
    </message>
    <message>
        <source>expected the supported unit</source>
        <translation>esperava-se a unidade apoiada</translation>
    </message>
    <message>
        <source>expected the convoyed army</source>
        <translation>esperava-se o exército comboiado</translation>
    </message>
    <message>
        <source>expected {expected}</source>
        <translation>esperava-se {expected}</translation>
    </message>
    <message>
        <source>expected “{expected}” before the destination</source>
        <translation>esperava-se «{expected}» antes do destino</translation>
    </message>
    <message>
        <source>expected “{expected}”</source>
        <translation>esperava-se «{expected}»</translation>
    </message>
    <message>
        <source>unexpected word</source>
        <translation>palavra inesperada</translation>
    </message>
    <message>
        <source>{items} or {last}</source>
        <translation>{items} ou {last}</translation>
    </message>
    <message>
        <source>Refused: {reason}.</source>
        <translation>Recusada: {reason}.</translation>
    </message>
    <message>
        <source>Which order: {options}?</source>
        <translation>Que ordem: {options}?</translation>
    </message>
    <message>
        <source>convoy</source>
        <comment>the word after &apos;via&apos; in a typed order</comment>
        <translation>comboio</translation>
    </message>
    <message>
        <source>Cannot read the order: {problem} at the end.</source>
        <translation>Não é possível ler a ordem: {problem} no fim.</translation>
    </message>
    <message>
        <source>Cannot read the order: {problem} at “{word}”.</source>
        <translation>Não é possível ler a ordem: {problem} em «{word}».</translation>
    </message>
    <message>
        <source>Read as “{order}”; in English notation it would be “{other}”.</source>
        <translation>Lida como «{order}»; em notação inglesa seria «{other}».</translation>
    </message>
    <message>
        <source>Read in English notation: “{order}”.</source>
        <translation>Lida em notação inglesa: «{order}».</translation>
    </message>
    <message>
        <source>No power is on move.</source>
        <translation>Nenhuma potência está a dar ordens.</translation>
    </message>
    <message>
        <source>Order {order}</source>
        <translation>Ordem {order}</translation>
    </message>
    <message>
        <source>Delete {order}</source>
        <translation>Apagar {order}</translation>
    </message>
    <message>
        <source>Clear orders</source>
        <translation>Apagar as ordens</translation>
    </message>
    <message>
        <source>Refused: nobody at the keyboard holds this power&apos;s seat.</source>
        <translation>Recusada: esta potência não é de nenhum jogador que esteja agora ao teclado.</translation>
    </message>
</context>
<context>
    <name>OrderEntry</name>
    <message>
        <source>Click one of your units to order it.</source>
        <translation>Clique numa das suas unidades para lhe dar uma ordem.</translation>
    </message>
    <message>
        <source>Click a dislodged unit to retreat or disband it.</source>
        <translation>Clique numa unidade desalojada para a retirar ou dissolver.</translation>
    </message>
    <message>
        <source>Click a home centre to build there, or one of your units to remove it.</source>
        <translation>Clique num centro inicial para construir nele, ou numa das suas unidades para a dissolver.</translation>
    </message>
    <message>
        <source>Support {unit}: click its destination, or the unit itself to support it holding.</source>
        <translation>Apoio à unidade {unit}: clique no destino, ou na própria unidade para a apoiar a manter a posição.</translation>
    </message>
    <message>
        <source>{unit} cannot support a unit there.</source>
        <translation>A unidade {unit} não pode apoiar nenhuma unidade aí.</translation>
    </message>
    <message>
        <source>That support is not possible.</source>
        <translation>Esse apoio não é possível.</translation>
    </message>
    <message>
        <source>Convoy {unit}: click where the army lands.</source>
        <translation>Comboio da unidade {unit}: clique onde o exército desembarca.</translation>
    </message>
    <message>
        <source>{unit} cannot convoy a unit from there.</source>
        <translation>A unidade {unit} não pode comboiar nenhuma unidade a partir daí.</translation>
    </message>
    <message>
        <source>The convoy cannot land there.</source>
        <translation>O comboio não pode desembarcar aí.</translation>
    </message>
    <message>
        <source>{unit}: click where it retreats, or press D to disband it.</source>
        <translation>{unit}: clique para onde se retira, ou prima D para a dissolver.</translation>
    </message>
    <message>
        <source>{unit}: click a lit province to move, the unit to hold; {support} support, {convoy} convoy, Esc cancel.</source>
        <translation>{unit}: clique numa província iluminada e a unidade move-se para lá, ou na própria unidade para manter a posição; {support} apoiar, {convoy} comboiar, Esc cancelar.</translation>
    </message>
    <message>
        <source>Nothing to build or remove in {place}.</source>
        <translation>Nada para construir ou dissolver na província {place}.</translation>
    </message>
    <message>
        <source>Select a unit first.</source>
        <translation>Selecione primeiro uma unidade.</translation>
    </message>
    <message>
        <source>{unit} cannot support anyone.</source>
        <translation>A unidade {unit} não pode apoiar ninguém.</translation>
    </message>
    <message>
        <source>{unit} supports: click the unit to support.</source>
        <translation>A unidade {unit} apoia: clique na unidade a apoiar.</translation>
    </message>
    <message>
        <source>Only a fleet at sea next to an army can convoy.</source>
        <translation>Só uma frota no mar ao lado de um exército pode comboiar.</translation>
    </message>
    <message>
        <source>{unit} convoys: click the army to carry.</source>
        <translation>A unidade {unit} comboia: clique no exército a comboiar.</translation>
    </message>
    <message>
        <source>Select a dislodged unit first.</source>
        <translation>Selecione primeiro uma unidade desalojada.</translation>
    </message>
    <message>
        <source>Build {unit}</source>
        <translation>Construir {unit}</translation>
    </message>
    <message>
        <source>To {dest}</source>
        <translation>Para {dest}</translation>
    </message>
    <message>
        <source>Disband {unit}</source>
        <translation>Dissolver {unit}</translation>
    </message>
    <message>
        <source>Support the move into {dest}</source>
        <translation>Apoiar o movimento para a província {dest}</translation>
    </message>
    <message>
        <source>Convoy to {dest}</source>
        <translation>Comboiar para a província {dest}</translation>
    </message>
</context>
<context>
    <name>OrderPanel</name>
    <message>
        <source>Delete order</source>
        <translation>Apagar ordem</translation>
    </message>
    <message>
        <source>Delete the selected order ({key})</source>
        <translation>Apagar a ordem selecionada ({key})</translation>
    </message>
    <message>
        <source>Waive a build</source>
        <translation>Renunciar a uma construção</translation>
    </message>
    <message>
        <source>Leave one build unused (W)</source>
        <translation>Deixar uma construção por usar (W)</translation>
    </message>
    <message>
        <source>&amp;Type an order (Ctrl+L), e.g. A Par - Bur:</source>
        <translation>&amp;Escreva uma ordem (Ctrl+L), p. ex. A Par - Bur:</translation>
    </message>
    <message>
        <source>A Par - Bur, Army Paris to Burgundy…</source>
        <translation>A Par - Bur, Exército Paris para Borgonha…</translation>
    </message>
    <message>
        <source>Waive one build</source>
        <translation>Renunciar a uma construção</translation>
    </message>
    <message>
        <source>Builds left: {count}</source>
        <translation>Construções pendentes: {count}</translation>
    </message>
    <message>
        <source>Removals left: {count}</source>
        <translation>Dissoluções pendentes: {count}</translation>
    </message>
    <message>
        <source>No builds or removals left.</source>
        <translation>Não há construções nem dissoluções pendentes.</translation>
    </message>
    <message numerus="yes">
        <source>{given} of %n orders given</source>
        <translation>
            <numerusform>{given} de %n ordem dada</numerusform>
            <numerusform>{given} de %n ordens dadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <source>succeeded</source>
        <translation>teve êxito</translation>
    </message>
    <message>
        <source>bounced</source>
        <translation>não avança</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>cortado</translation>
    </message>
    <message>
        <source>dislodged</source>
        <translation>desalojada</translation>
    </message>
    <message>
        <source>illegal</source>
        <translation>ilegal</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>sem efeito</translation>
    </message>
    <message>
        <source>no convoy</source>
        <translation>sem comboio</translation>
    </message>
    <message>
        <source>disrupted</source>
        <translation>interrompido</translation>
    </message>
    <message>
        <source>disbanded</source>
        <translation>dissolvida</translation>
    </message>
    <message>
        <source>not matched</source>
        <translation>não corresponde</translation>
    </message>
</context>
<context>
    <name>PaletteMenu</name>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Cores</translation>
    </message>
    <message>
        <source>&amp;Classic colours</source>
        <translation>Cores &amp;clássicas</translation>
    </message>
    <message>
        <source>Colour-&amp;blind safe colours (Okabe–Ito)</source>
        <translation>Cores para &amp;daltónicos (Okabe–Ito)</translation>
    </message>
    <message>
        <source>Seven hues told apart by every kind of colour vision, one per power, and grey for neutral</source>
        <translation>Sete tons que todos os tipos de visão das cores distinguem, um por potência, e cinzento para o neutro</translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <source>Spring</source>
        <translation>Primavera</translation>
    </message>
    <message>
        <source>Fall</source>
        <translation>Outono</translation>
    </message>
    <message>
        <source>Winter</source>
        <translation>Inverno</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>movimentos</translation>
    </message>
    <message>
        <source>retreats</source>
        <translation>retiradas</translation>
    </message>
    <message>
        <source>adjustments</source>
        <translation>ajustes</translation>
    </message>
    <message>
        <source>{season} {year} ({kind})</source>
        <translation>{season} de {year} ({kind})</translation>
    </message>
</context>
<context>
    <name>PinNote</name>
    <message>
        <source>A PIN keeps your orders from anyone who looks at the screen or opens the save file. A 4-digit PIN stops a glance, not a search: someone who copies the save file can try all 10,000 PINs in about 40 minutes. Six digits take days to search; a passphrase of three or four words is out of reach.</source>
        <translation>Um PIN protege as suas ordens de quem olhe para o ecrã ou abra a gravação. Um PIN de 4 algarismos trava um olhar, não uma busca: quem copiar a gravação pode experimentar os 10 000 PIN em cerca de 40 minutos. Seis algarismos custam dias de busca; uma frase de três ou quatro palavras fica fora de alcance.</translation>
    </message>
    <message>
        <source>about {n} minutes</source>
        <translation>cerca de {n} minutos</translation>
    </message>
    <message>
        <source>about {n} hours</source>
        <translation>cerca de {n} horas</translation>
    </message>
    <message>
        <source>about {n} days</source>
        <translation>cerca de {n} dias</translation>
    </message>
    <message>
        <source>about {n} years</source>
        <translation>cerca de {n} anos</translation>
    </message>
    <message>
        <source>more than a lifetime</source>
        <translation>mais do que uma vida</translation>
    </message>
    <message>
        <source>Trying every one like it: {time} for someone with the save file.</source>
        <translation>Experimentar todos os semelhantes: {time} para quem tenha a gravação.</translation>
    </message>
    <message>
        <source>A PIN or passphrase has at least 4 characters.</source>
        <translation>Um PIN ou frase-passe tem pelo menos 4 caracteres.</translation>
    </message>
    <message>
        <source>A PIN or passphrase has at most {n} characters.</source>
        <translation>Um PIN ou frase-passe tem no máximo {n} caracteres.</translation>
    </message>
    <message>
        <source>A passphrase cannot be only spaces.</source>
        <translation>Uma frase-passe não pode ser só espaços.</translation>
    </message>
</context>
<context>
    <name>PlaybackBar</name>
    <message>
        <source>Playback</source>
        <translation>Reprodução</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Play the next stage and stop (.)</source>
        <translation>Reproduzir a etapa seguinte e parar (.)</translation>
    </message>
    <message>
        <source>Skip to end</source>
        <translation>Saltar para o fim</translation>
    </message>
    <message>
        <source>Show the new position at once (Ctrl+.)</source>
        <translation>Mostrar já a nova posição (Ctrl+.)</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetir</translation>
    </message>
    <message>
        <source>Watch the phase resolve again (R)</source>
        <translation>Ver de novo a resolução da fase (R)</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Velocidade:</translation>
    </message>
    <message>
        <source>Motion</source>
        <translation>Animação</translation>
    </message>
    <message>
        <source>Animate the resolution (off: show the result at once)</source>
        <translation>Animar a resolução (desligado: mostrar já o resultado)</translation>
    </message>
    <message>
        <source>Order by order</source>
        <translation>Ordem a ordem</translation>
    </message>
    <message>
        <source>Resolve one order at a time instead of a whole stage at once</source>
        <translation>Resolver uma ordem de cada vez em vez de uma etapa inteira</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproduzir</translation>
    </message>
    <message>
        <source>Play or pause the resolution (P)</source>
        <translation>Reproduzir ou pausar a resolução (P)</translation>
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
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
</context>
<context>
    <name>PracticeDialog</name>
    <message>
        <source>Practice against bots</source>
        <translation>Treinar contra bots</translation>
    </message>
    <message>
        <source>Standard game (against six bots)</source>
        <translation>Jogo padrão (contra seis bots)</translation>
    </message>
    <message>
        <source>{game} (against one bot)</source>
        <translation>{game} (contra um bot)</translation>
    </message>
    <message>
        <source>You play one power; the other six are bots. They order when you submit, and their orders are revealed with the results. After Fall 1901 and Fall 1902 a scorecard compares your supply centres with what your opening usually gives against the same bots.</source>
        <translation>Joga com uma potência; as outras seis são bots. Dão as suas ordens quando entrega as suas, e as ordens são reveladas com os resultados. Depois do outono de 1901 e do outono de 1902, um cartão de pontuação compara os seus centros de abastecimento com o que a sua abertura costuma dar contra os mesmos bots.</translation>
    </message>
    <message>
        <source>Your power:</source>
        <translation>A sua potência:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Jogo:</translation>
    </message>
    <message>
        <source>Bots:</source>
        <translation>Bots:</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>Abertura:</translation>
    </message>
    <message>
        <source>Beginner&apos;s help: count my orders and warn me of likely mistakes before I submit</source>
        <translation>Ajuda para principiantes: contar as minhas ordens e avisar-me de erros prováveis antes de entregar</translation>
    </message>
    <message>
        <source>Advice on your own orders only; you can always submit. Game &gt; Beginner&apos;s help turns it off or on during the game.</source>
        <translation>Conselhos só sobre as suas próprias ordens; pode sempre entregar. Partida &gt; Ajuda para principiantes desliga-a ou liga-a durante a partida.</translation>
    </message>
    <message>
        <source>Start practice</source>
        <translation>Começar o treino</translation>
    </message>
    <message>
        <source>{first} against {second}, from Spring {year}: you play one of them, one bot the other. The other powers have no units and their supply centres are neutral; {centres} supply centres at the end of a Fall win.</source>
        <translation>{first} contra {second}, a partir da primavera de {year}: joga com uma delas e um bot com a outra. As outras potências não têm unidades e os seus centros de abastecimento são neutros; ganha quem tiver {centres} centros de abastecimento no fim de um outono.</translation>
    </message>
    <message>
        <source>Easy (DumbBot)</source>
        <translation>Fácil (DumbBot)</translation>
    </message>
    <message>
        <source>Normal (plans its units together)</source>
        <translation>Normal (planeia as unidades em conjunto)</translation>
    </message>
    <message>
        <source>Hard (tries its plans against its neighbours&apos;; slower)</source>
        <translation>Difícil (testa os planos contra os dos vizinhos; mais lento)</translation>
    </message>
    <message>
        <source>Play freely (no opening chosen)</source>
        <translation>Jogar livremente (sem abertura escolhida)</translation>
    </message>
    <message>
        <source>{opening} — {share}% of games</source>
        <translation>{opening} — {share}% das partidas</translation>
    </message>
    <message>
        <source>{opening} — rarely played</source>
        <translation>{opening} — raramente jogada</translation>
    </message>
    <message>
        <source>This opening is not measured against {level} bots yet, and too few of {power}&apos;s others are to make an average: the scorecard will have nothing to compare you with.</source>
        <translation>Esta abertura ainda não está medida contra bots de nível {level}, e das outras aberturas da {power} estão medidas poucas demais para fazer uma média: o cartão de pontuação não terá com que o comparar.</translation>
    </message>
    <message>
        <source>Against {level} bots it usually gives {first} supply centres after Fall 1901 and {second} after Fall 1902 (mean of {games} simulated games, standard errors {error1} and {error2}).</source>
        <translation>Contra bots de nível {level} costuma dar {first} centros de abastecimento depois do outono de 1901 e {second} depois do outono de 1902 (média de {games} partidas simuladas, erros padrão {error1} e {error2}).</translation>
    </message>
    <message>
        <source>This opening is not measured against {level} bots yet: the scorecard will compare you with {power}&apos;s average over its openings, weighted by how often players choose them ({share}% of them measured): {first} supply centres after Fall 1901 and {second} after Fall 1902.</source>
        <translation>Esta abertura ainda não está medida contra bots de nível {level}: o cartão de pontuação vai compará-lo com a média das aberturas da {power}, ponderada pela frequência com que os jogadores as escolhem ({share}% delas medidas): {first} centros de abastecimento depois do outono de 1901 e {second} depois do outono de 1902.</translation>
    </message>
    <message>
        <source>No opening book and no scorecard in this game: both come from games of seven powers.</source>
        <translation>Neste jogo não há livro de aberturas nem cartão de resultados: ambos vêm de partidas de sete potências.</translation>
    </message>
    <message>
        <source>You give your own Spring 1901 orders. If they are a named opening, the scorecard says which.</source>
        <translation>Dá as suas próprias ordens da primavera de 1901. Se forem uma abertura com nome, o cartão diz qual.</translation>
    </message>
    <message>
        <source>Chosen in {games} of {total} games in Daniel Loeb&apos;s survey of 1981-85.</source>
        <translation>Escolhida em {games} de {total} partidas no inquérito de Daniel Loeb de 1981-85.</translation>
    </message>
    <message>
        <source>Not counted in Daniel Loeb&apos;s survey; bots never open with it.</source>
        <translation>Não contada no inquérito de Daniel Loeb; os bots nunca abrem assim.</translation>
    </message>
    <message>
        <source>What usually follows in Fall 1901: {plan}</source>
        <translation>O que costuma seguir-se no outono de 1901: {plan}</translation>
    </message>
    <message>
        <source>Sources:</source>
        <translation>Fontes:</translation>
    </message>
</context>
<context>
    <name>PracticeSession</name>
    <message>
        <source>&amp;Show the result</source>
        <translation>&amp;Mostrar o resultado</translation>
    </message>
    <message>
        <source>&amp;Continue to {phase}</source>
        <translation>&amp;Continuar: {phase}</translation>
    </message>
    <message>
        <source>&amp;Submit orders</source>
        <translation>&amp;Entregar ordens</translation>
    </message>
    <message>
        <source>Practice &amp;scorecard</source>
        <translation>&amp;Cartão de pontuação do treino</translation>
    </message>
    <message>
        <source>&amp;Beginner&apos;s help (count my orders, warn of likely mistakes)</source>
        <translation>&amp;Ajuda para principiantes (contar as minhas ordens, avisar de erros prováveis)</translation>
    </message>
    <message>
        <source>Submit anyway?</source>
        <translation>Entregar mesmo assim?</translation>
    </message>
    <message>
        <source>Units or adjustments without an order: {n}. Units hold, retreats disband and the rules choose removals. Submit anyway?</source>
        <translation>Unidades ou ajustes sem ordem: {n}. As unidades sem ordem mantêm a posição, as unidades desalojadas sem ordem são dissolvidas e as regras escolhem as dissoluções. Entregar mesmo assim?</translation>
    </message>
    <message>
        <source>Submit orders</source>
        <translation>Entregar ordens</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Entregar</translation>
    </message>
    <message>
        <source>Keep ordering</source>
        <translation>Continuar a dar ordens</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Treino</translation>
    </message>
    <message>
        <source>The bot playing {powers} could not give its orders this phase; its units hold.</source>
        <translation>O bot que joga {powers} não conseguiu dar as suas ordens nesta fase; as suas unidades mantêm a posição.</translation>
    </message>
    <message>
        <source>{power} against six {level} bots</source>
        <translation>{power} contra seis bots de nível {level}</translation>
    </message>
    <message>
        <source>{game}: {power} against one {level} bot</source>
        <translation>{game}: {power} contra um bot de nível {level}</translation>
    </message>
    <message>
        <source>the game is over.</source>
        <translation>a partida terminou.</translation>
    </message>
    <message>
        <source>Bots are thinking: {done} of {total}</source>
        <translation>Os bots estão a pensar: {done} de {total}</translation>
    </message>
    <message>
        <source>every order revealed: {phase} resolves on the board. Ctrl+Return shows the result at once.</source>
        <translation>todas as ordens reveladas: a fase {phase} resolve-se no tabuleiro. Ctrl+Enter mostra já o resultado.</translation>
    </message>
    <message>
        <source>results of {phase}, every power&apos;s orders shown. Ctrl+Return: continue.</source>
        <translation>resultados da fase {phase}, com as ordens de todas as potências. Ctrl+Enter: continuar.</translation>
    </message>
    <message>
        <source>{phase}: your orders, then Submit (Ctrl+Return); the bots order then.</source>
        <translation>{phase}: as suas ordens e depois Entregar (Ctrl+Enter); a seguir os bots dão as deles.</translation>
    </message>
    <message>
        <source>{phase}: your orders, then Submit (Ctrl+Return); the bot orders then.</source>
        <translation>{phase}: as suas ordens e depois Entregar (Ctrl+Enter); a seguir o bot dá as dele.</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Settings not read</source>
        <translation>Definições não lidas</translation>
    </message>
    <message>
        <source>The settings file {file} was not read (it is a pipe, a device or far too large): the game started with its default settings and will not remember changes this time.</source>
        <translation>O ficheiro de definições {file} não foi lido (é um canal, um dispositivo ou é demasiado grande): o jogo começou com as definições predefinidas e desta vez não vai memorizar as alterações.</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Yes</source>
        <translation>Sim</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Não</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Retomar</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Diplomacy games (*.json);;All files (*)</source>
        <translation>Partidas de Diplomacy (*.json);;Todos os ficheiros (*)</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Abrir uma partida</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar a partida</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>moved to {dest} with strength {attack}</source>
        <translation>moveu-se para a província {dest} com força {attack}</translation>
    </message>
    <message>
        <source>held</source>
        <translation>manteve a posição</translation>
    </message>
    <message>
        <source>held with strength {strength} against an attack of {attack} by {attacker}</source>
        <translation>manteve a posição com força {strength} contra um ataque de força {attack} da unidade {attacker}</translation>
    </message>
    <message>
        <source>support given to {supported}</source>
        <translation>apoio dado à unidade {supported}</translation>
    </message>
    <message>
        <source>convoyed {army} to {dest}</source>
        <translation>comboiou a unidade {army} para a província {dest}</translation>
    </message>
    <message>
        <source>retreated to {dest}</source>
        <translation>retirou-se para a província {dest}</translation>
    </message>
    <message>
        <source>disbanded as ordered</source>
        <translation>dissolvida conforme a ordem</translation>
    </message>
    <message>
        <source>built {unit}</source>
        <translation>unidade construída: {unit}</translation>
    </message>
    <message>
        <source>removed as ordered</source>
        <translation>dissolvida conforme a ordem</translation>
    </message>
    <message>
        <source>build waived</source>
        <translation>renunciou a construir</translation>
    </message>
    <message>
        <source>bounced: strength {attack} against {other}, also moving to {dest} with {prevent}</source>
        <translation>não avança: força {attack} contra a unidade {other}, que também se movia para a província {dest} com força {prevent}</translation>
    </message>
    <message>
        <source>bounced: strength {attack} against {defender} ({defence}), which was moving to {defender_dest}</source>
        <translation>não avança: força {attack} contra a unidade {defender} ({defence}), que se movia para a província {defender_dest}</translation>
    </message>
    <message>
        <source>cannot dislodge {defender}, a unit of the same power</source>
        <translation>não pode desalojar a unidade {defender}, que é da mesma potência</translation>
    </message>
    <message>
        <source>{others} also retreated to {dest}; all are disbanded</source>
        <translation>também se retiraram para a província {dest}: {others}; são todas dissolvidas</translation>
    </message>
    <message>
        <source>cut: dislodged by {attacker}</source>
        <translation>cortado: quem apoia foi desalojado pela unidade {attacker}</translation>
    </message>
    <message>
        <source>no effect: {supported} attacks {defender}, a unit of the supporter&apos;s own power</source>
        <translation>sem efeito: a unidade {supported} ataca a unidade {defender}, que é da mesma potência de quem apoia</translation>
    </message>
    <message>
        <source>{supported} was ordered {actual}</source>
        <translation>a unidade {supported} recebeu a ordem de {actual}</translation>
    </message>
    <message>
        <source>{unit} cannot move to {province} itself, so it cannot support there</source>
        <translation>a unidade {unit} não poderia ela própria mover-se para a província {province}, por isso não pode apoiar aí</translation>
    </message>
    <message>
        <source>{supported} can only reach {dest} by a convoy the supporter would have to give</source>
        <translation>a unidade {supported} só pode chegar à província {dest} por um comboio que quem apoia teria de dar</translation>
    </message>
    <message>
        <source>there is no unit in {province} to support</source>
        <translation>não há nenhuma unidade na província {province} para apoiar</translation>
    </message>
    <message>
        <source>{army} was ordered {actual}</source>
        <translation>a unidade {army} recebeu a ordem de {actual}</translation>
    </message>
    <message>
        <source>the convoy of {army} was not used</source>
        <translation>o comboio da unidade {army} não foi usado</translation>
    </message>
    <message>
        <source>{unit} cannot be part of a convoy from {src} to {dest}</source>
        <translation>a unidade {unit} não pode fazer parte de um comboio da província {src} para a província {dest}</translation>
    </message>
    <message>
        <source>the convoy failed: {fleets} dislodged</source>
        <translation>o comboio falhou: desalojamento de {fleets}</translation>
    </message>
    <message>
        <source>no convoy from {src} to {dest} was ordered</source>
        <translation>não foi ordenado nenhum comboio da província {src} para a província {dest}</translation>
    </message>
    <message>
        <source>every convoy route was broken ({fleets} dislodged)</source>
        <translation>todas as rotas do comboio foram interrompidas (desalojamento de {fleets})</translation>
    </message>
    <message>
        <source>no effect: the convoy and an attack on it decide each other; the rules then let the convoy fail</source>
        <translation>sem efeito: o comboio e um ataque contra ele dependem um do outro; nesse caso as regras fazem o comboio falhar</translation>
    </message>
    <message>
        <source>the army stays: its convoy and an attack on it decide each other; the rules let the convoy fail</source>
        <translation>o exército fica: o seu comboio e um ataque contra ele dependem um do outro; as regras fazem o comboio falhar</translation>
    </message>
    <message>
        <source>there is no unit in {location}</source>
        <translation>não há nenhuma unidade na província {location}</translation>
    </message>
    <message>
        <source>{unit} belongs to {owner}</source>
        <translation>a unidade {unit} pertence à {owner}</translation>
    </message>
    <message>
        <source>{unit} already has an order</source>
        <translation>a unidade {unit} já tem uma ordem</translation>
    </message>
    <message>
        <source>{unit} cannot move to {dest}</source>
        <translation>a unidade {unit} não pode mover-se para a província {dest}</translation>
    </message>
    <message>
        <source>say which coast of {province}: {coasts}</source>
        <translation>indique a costa da província {province}: {coasts}</translation>
    </message>
    <message>
        <source>{unit} cannot reach {dest}</source>
        <translation>a unidade {unit} não consegue chegar à província {dest}</translation>
    </message>
    <message>
        <source>an army cannot move to a sea area</source>
        <translation>um exército não pode mover-se para uma província marítima</translation>
    </message>
    <message>
        <source>a fleet cannot enter {dest}, which is inland</source>
        <translation>uma frota não pode entrar na província {dest}, que não tem litoral</translation>
    </message>
    <message>
        <source>no fleets can convoy {unit} to {dest}</source>
        <translation>nenhuma frota pode comboiar a unidade {unit} para a província {dest}</translation>
    </message>
    <message>
        <source>only a fleet in a sea area can convoy</source>
        <translation>só uma frota numa província marítima pode comboiar</translation>
    </message>
    <message>
        <source>only armies can be convoyed</source>
        <translation>só se podem comboiar exércitos</translation>
    </message>
    <message>
        <source>a fleet cannot be convoyed</source>
        <translation>uma frota não pode ser comboiada</translation>
    </message>
    <message>
        <source>a unit cannot move to its own province</source>
        <translation>uma unidade não pode mover-se para a sua própria província</translation>
    </message>
    <message>
        <source>{province} may not be entered while Italy is neutral</source>
        <translation>não se pode entrar na província {province} enquanto a Itália for neutra</translation>
    </message>
    <message>
        <source>moved with strength {attack} against {defence}, dislodging {defender}</source>
        <translation>moveu-se com força {attack} contra {defence}, desalojando a unidade {defender}</translation>
    </message>
    <message>
        <source>bounced: strength {attack} against {defender}, which held with {defence}</source>
        <translation>não avança: força {attack} contra a unidade {defender}, que manteve a posição com força {defence}</translation>
    </message>
    <message>
        <source>cut: attacked by {attacker}</source>
        <translation>cortado pelo ataque da unidade {attacker}</translation>
    </message>
    <message>
        <source>dislodged by {attacker}: strength {attack} against {defence}</source>
        <translation>desalojada pela unidade {attacker}: força {attack} contra {defence}</translation>
    </message>
    <message>
        <source>a unit cannot support itself</source>
        <translation>uma unidade não pode apoiar-se a si própria</translation>
    </message>
    <message>
        <source>{order_kind} orders are not given in the {phase} phase</source>
        <translation>as ordens de {order_kind} não se dão na fase de {phase}</translation>
    </message>
    <message>
        <source>{unit} was not dislodged</source>
        <translation>a unidade {unit} não foi desalojada</translation>
    </message>
    <message>
        <source>{unit} cannot retreat to {dest} ({why})</source>
        <translation>a unidade {unit} não pode retirar-se para a província {dest} ({why})</translation>
    </message>
    <message>
        <source>no retreat was ordered, so the unit is disbanded</source>
        <translation>não foi ordenada nenhuma retirada, por isso a unidade é dissolvida</translation>
    </message>
    <message>
        <source>nowhere to retreat</source>
        <translation>não há para onde se retirar</translation>
    </message>
    <message>
        <source>{province} is not a home centre of {power}</source>
        <translation>a província {province} não é um centro inicial da {power}</translation>
    </message>
    <message>
        <source>{power} does not control {province}</source>
        <translation>a {power} não controla a província {province}</translation>
    </message>
    <message>
        <source>{province} is occupied</source>
        <translation>a província {province} está ocupada</translation>
    </message>
    <message>
        <source>{power} has no builds left</source>
        <translation>a {power} já não tem construções disponíveis</translation>
    </message>
    <message>
        <source>a fleet cannot be built in {province}, which is inland</source>
        <translation>não se pode construir uma frota na província {province}, que não tem litoral</translation>
    </message>
    <message>
        <source>a fleet built in {province} needs a coast</source>
        <translation>uma frota construída na província {province} tem de indicar a costa</translation>
    </message>
    <message>
        <source>{province} already has a build</source>
        <translation>a província {province} já tem uma construção</translation>
    </message>
    <message>
        <source>{power} has no removals left</source>
        <translation>a {power} já não tem dissoluções por fazer</translation>
    </message>
    <message>
        <source>{power} gave too few removals: the unit farthest from its centres goes (distance {distance})</source>
        <translation>a {power} não ordenou dissoluções suficientes: é dissolvida a unidade mais afastada dos seus centros iniciais (distância {distance})</translation>
    </message>
    <message>
        <source>occupied</source>
        <translation>ocupada</translation>
    </message>
    <message>
        <source>the attacker came from there</source>
        <translation>o atacante veio de lá</translation>
    </message>
    <message>
        <source>left empty by a standoff</source>
        <translation>ficou vazia por um impasse</translation>
    </message>
    <message>
        <source>not adjacent</source>
        <translation>não é adjacente</translation>
    </message>
    <message>
        <source>hold</source>
        <translation>manter a posição</translation>
    </message>
    <message>
        <source>move</source>
        <translation>movimento</translation>
    </message>
    <message>
        <source>support</source>
        <translation>apoio</translation>
    </message>
    <message>
        <source>convoy</source>
        <translation>comboio</translation>
    </message>
    <message>
        <source>retreat</source>
        <translation>retirada</translation>
    </message>
    <message>
        <source>disband</source>
        <translation>dissolução</translation>
    </message>
    <message>
        <source>build</source>
        <translation>construção</translation>
    </message>
    <message>
        <source>waive</source>
        <translation>renúncia</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>movimentos</translation>
    </message>
    <message>
        <source>adjustment</source>
        <translation>ajustes</translation>
    </message>
    <message>
        <source>to hold</source>
        <translation>manter a posição</translation>
    </message>
    <message>
        <source>to support</source>
        <translation>apoiar</translation>
    </message>
    <message>
        <source>to convoy</source>
        <translation>comboiar</translation>
    </message>
    <message>
        <source>to move to {dest}</source>
        <translation>mover-se para a província {dest}</translation>
    </message>
    <message>
        <source>held: the move of {attacker} could not dislodge it</source>
        <translation>manteve a posição: o movimento da unidade {attacker} não a podia desalojar</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <source>held</source>
        <translation>manteve a posição</translation>
    </message>
    <message>
        <source>no order: the unit held</source>
        <translation>sem ordem: a unidade manteve a posição</translation>
    </message>
    <message>
        <source>unused build</source>
        <translation>construção não usada</translation>
    </message>
    <message>
        <source>not built</source>
        <translation>não construída</translation>
    </message>
    <message>
        <source>no build was ordered for this centre</source>
        <translation>não foi ordenada nenhuma construção para este centro</translation>
    </message>
    <message>
        <source>disbanded</source>
        <translation>dissolvida</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>dissolvida</translation>
    </message>
    <message>
        <source>Every other unit stays where it is (units: {n}).</source>
        <translation>Todas as outras unidades ficam onde estão (unidades: {n}).</translation>
    </message>
    <message>
        <source>why?</source>
        <translation>porquê?</translation>
    </message>
    <message>
        <source>Open the rule behind this result: {rule}</source>
        <translation>Abrir a regra por trás deste resultado: {rule}</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Potência</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordem</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regra</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Porquê</translation>
    </message>
</context>
<context>
    <name>ResultsStep</name>
    <message>
        <source>Adjudication</source>
        <translation>Resolução</translation>
    </message>
    <message>
        <source>Coin toss</source>
        <translation>Lançamento da moeda</translation>
    </message>
    <message>
        <source>The coin has been tossed: {power} joins {player}. From Spring {year} {player} orders the units of {power}, and the provinces of {power} may be entered.</source>
        <translation>A moeda foi lançada: a {power} junta-se a {player}. A partir da primavera de {year}, {player} dá as ordens às unidades da {power} e as províncias da {power} podem ser ocupadas.</translation>
    </message>
    <message>
        <source>Every order revealed: {phase} resolves on the board. Ctrl+Return shows the result at once.</source>
        <translation>Todas as ordens reveladas: a fase {phase} resolve-se no tabuleiro. Ctrl+Enter mostra já o resultado.</translation>
    </message>
    <message>
        <source>Results of {phase}: every order revealed. Continue (Ctrl+Return) to {next}.</source>
        <translation>Resultados da fase {phase}: todas as ordens reveladas. Continuar (Ctrl+Enter): {next}.</translation>
    </message>
    <message numerus="yes">
        <source>{winners} won with %n supply centres.</source>
        <translation>
            <numerusform>{winners} venceu com %n centro de abastecimento.</numerusform>
            <numerusform>{winners} venceu com %n centros de abastecimento.</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw agreed by every surviving player: {winners}.</source>
        <translation>Empate aceite por todos os jogadores sobreviventes: {winners}.</translation>
    </message>
    <message>
        <source>The agreed last year is over. Most supply centres ({n}): {winners}.</source>
        <translation>Terminou o último ano acordado. Mais centros de abastecimento ({n}): {winners}.</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>A partida terminou</translation>
    </message>
    <message>
        <source>The game is over. {result}</source>
        <translation>A partida terminou. {result}</translation>
    </message>
    <message>
        <source>Left/Right: look back through the game.</source>
        <translation>Esquerda/Direita: rever a partida.</translation>
    </message>
</context>
<context>
    <name>ResultsView</name>
    <message>
        <source>No phase has been adjudicated yet.</source>
        <translation>Ainda não foi resolvida nenhuma fase.</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <source>The orders</source>
        <translation>As ordens</translation>
    </message>
    <message>
        <source>Judging the movement phase</source>
        <translation>Resolver a fase de movimentos</translation>
    </message>
    <message>
        <source>The 22 useful rules</source>
        <translation>As 22 regras úteis</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>Retiradas</translation>
    </message>
    <message>
        <source>Supply centres, builds and removals</source>
        <translation>Centros de abastecimento, construções e dissoluções</translation>
    </message>
    <message>
        <source>{n}. {title}</source>
        <translation>{n}. {title}</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Procurar nas regras</translation>
    </message>
    <message>
        <source>Keeps the rules whose title or text has every word you type</source>
        <translation>Mostra as regras cujo título ou texto tem todas as palavras escritas</translation>
    </message>
    <message>
        <source>No rule has all these words.</source>
        <translation>Nenhuma regra tem todas estas palavras.</translation>
    </message>
    <message>
        <source>Choose a rule from the list.</source>
        <translation>Escolha uma regra na lista.</translation>
    </message>
</context>
<context>
    <name>RulesReferenceDock</name>
    <message>
        <source>Rules reference</source>
        <translation>Regras de consulta</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Regras de consulta</translation>
    </message>
    <message>
        <source>The rules of the game, searchable</source>
        <translation>As regras do jogo, com pesquisa</translation>
    </message>
</context>
<context>
    <name>SandboxWindow</name>
    <message>
        <source>There is no such place on the board.</source>
        <translation>Esse lugar não existe no tabuleiro.</translation>
    </message>
    <message>
        <source>An army cannot stand in a sea area ({place}).</source>
        <translation>Um exército não pode estar numa província marítima ({place}).</translation>
    </message>
    <message>
        <source>A fleet cannot stand in an inland province ({place}).</source>
        <translation>Uma frota não pode estar numa província sem litoral ({place}).</translation>
    </message>
    <message>
        <source>A fleet in {place} must be on one of its coasts.</source>
        <translation>Uma frota na província {place} tem de estar numa das suas costas.</translation>
    </message>
    <message>
        <source>There is no unit in {place}.</source>
        <translation>Não há nenhuma unidade na província {place}.</translation>
    </message>
    <message>
        <source>{place} is not a supply centre.</source>
        <translation>A província {place} não é um centro de abastecimento.</translation>
    </message>
    <message>
        <source>Choose a power first.</source>
        <translation>Escolha primeiro uma potência.</translation>
    </message>
    <message>
        <source>That phase does not exist.</source>
        <translation>Essa fase não existe.</translation>
    </message>
    <message>
        <source>A dislodged unit needs the attacker standing in its province: place another power&apos;s unit in {place} first.</source>
        <translation>Uma unidade desalojada precisa de ter o atacante na sua província: coloque primeiro uma unidade de outra potência na província {place}.</translation>
    </message>
    <message>
        <source>The unit in {place} is of the same power: a power never dislodges its own unit.</source>
        <translation>A unidade na província {place} é da mesma potência: uma potência nunca desaloja uma unidade sua.</translation>
    </message>
    <message>
        <source>The attack cannot have come from {place}: it is not next to the dislodged unit.</source>
        <translation>O ataque não pode ter vindo da província {place}: não é vizinha da unidade desalojada.</translation>
    </message>
    <message>
        <source>Dislodged units and standoffs belong to a retreat phase: set the phase type to Retreats first.</source>
        <translation>As unidades desalojadas e os impasses pertencem a uma fase de retiradas: escolha primeiro o tipo Retiradas.</translation>
    </message>
    <message>
        <source>Now click the province the attack came from.</source>
        <translation>Agora clique na província de onde veio o ataque.</translation>
    </message>
    <message>
        <source>Now click where the unit should stand.</source>
        <translation>Agora clique onde a unidade deve ficar.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Save the position</source>
        <translation>Guardar a posição</translation>
    </message>
    <message>
        <source>The case file could not be written: {problem}</source>
        <translation>Não foi possível escrever o ficheiro do caso: {problem}</translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation>{file} guardado.</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>A ler {file}…</translation>
    </message>
    <message>
        <source>the order {order} is not its power&apos;s to give</source>
        <translation>a ordem {order} não é da potência que a dá</translation>
    </message>
    <message>
        <source>Open a case file</source>
        <translation>Abrir um ficheiro de caso</translation>
    </message>
    <message>
        <source>{file} cannot be opened: {problem}</source>
        <translation>Não é possível abrir {file}: {problem}</translation>
    </message>
    <message>
        <source>Opened {file}.</source>
        <translation>{file} aberto.</translation>
    </message>
    <message>
        <source>Save the position as a case file</source>
        <translation>Guardar a posição como ficheiro de caso</translation>
    </message>
    <message>
        <source>Sandbox — Diplomacy Desktop</source>
        <translation>Tabuleiro de ensaio — Diplomacy Desktop</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Preparação</translation>
    </message>
    <message>
        <source>&amp;Open a case file…</source>
        <translation>&amp;Abrir um ficheiro de caso…</translation>
    </message>
    <message>
        <source>&amp;Save as a case file…</source>
        <translation>&amp;Guardar como ficheiro de caso…</translation>
    </message>
    <message>
        <source>&amp;Close the sandbox</source>
        <translation>&amp;Fechar o tabuleiro de ensaio</translation>
    </message>
</context>
<context>
    <name>ScorecardDialog</name>
    <message>
        <source>Practice scorecard — Fall {year}</source>
        <translation>Cartão de pontuação do treino — outono de {year}</translation>
    </message>
</context>
<context>
    <name>ScorecardView</name>
    <message>
        <source>Scorecard after Fall {year}</source>
        <translation>Pontuação depois do outono de {year}</translation>
    </message>
    <message>
        <source>{power} against six {level} bots: {n} supply centres.</source>
        <translation>{power} contra seis bots de nível {level}: {n} centros de abastecimento.</translation>
    </message>
    <message>
        <source>Gained: {gained}. Lost: {lost}.</source>
        <translation>Ganhos: {gained}. Perdidos: {lost}.</translation>
    </message>
    <message>
        <source>How the bots played: {description}</source>
        <translation>Como jogaram os bots: {description}</translation>
    </message>
    <message>
        <source>Orders that worked ({n})</source>
        <translation>Ordens que resultaram ({n})</translation>
    </message>
    <message>
        <source>Orders that failed ({n})</source>
        <translation>Ordens que falharam ({n})</translation>
    </message>
    <message>
        <source>The game goes on: close this card and continue. Game &gt; Practice scorecard shows it again.</source>
        <translation>A partida continua: feche este cartão e continue. Partida &gt; Cartão de pontuação do treino mostra-o de novo.</translation>
    </message>
    <message>
        <source>Your opening</source>
        <translation>A sua abertura</translation>
    </message>
    <message>
        <source>Your Spring 1901 orders were the {opening}.</source>
        <translation>As suas ordens da primavera de 1901 foram a {opening}.</translation>
    </message>
    <message>
        <source>You played freely: your Spring 1901 orders were not one of the named openings in the book.</source>
        <translation>Jogou livremente: as suas ordens da primavera de 1901 não foram nenhuma das aberturas com nome do livro.</translation>
    </message>
    <message>
        <source>Your Spring 1901 orders were not one of the named openings in the book.</source>
        <translation>As suas ordens da primavera de 1901 não foram nenhuma das aberturas com nome do livro.</translation>
    </message>
    <message>
        <source>You chose the {opening} and then changed its orders.</source>
        <translation>Escolheu a {opening} e depois alterou as suas ordens.</translation>
    </message>
    <message>
        <source>Sources of the {opening}:</source>
        <translation>Fontes da {opening}:</translation>
    </message>
    <message>
        <source>Against the usual</source>
        <translation>Em comparação com o habitual</translation>
    </message>
    <message>
        <source>No baseline measured for the {opening} against {level} bots yet.</source>
        <translation>Ainda não há referência medida para a {opening} contra bots de nível {level}.</translation>
    </message>
    <message>
        <source>You are compared with {power}&apos;s average over its openings, weighted by how often players choose them ({share}% of them measured): {mean} supply centres after Fall {year} against {level} bots, over {games} simulated games (standard error {stderr}).</source>
        <translation>É comparado com a média das aberturas da {power}, ponderada pela frequência com que os jogadores as escolhem ({share}% delas medidas): {mean} centros de abastecimento depois do outono de {year} contra bots de nível {level}, em {games} partidas simuladas (erro padrão {stderr}).</translation>
    </message>
    <message>
        <source>Not enough of {power}&apos;s openings against {level} bots are measured yet, so there is nothing to compare with.</source>
        <translation>Ainda não estão medidas aberturas suficientes da {power} contra bots de nível {level}, por isso não há com que comparar.</translation>
    </message>
    <message>
        <source>Your orders are compared with the opening you chose, the {opening}.</source>
        <translation>As suas ordens são comparadas com a abertura que escolheu, a {opening}.</translation>
    </message>
    <message>
        <source>Against {level} bots this opening usually gives {mean} supply centres after Fall {year} (mean of {games} simulated games, standard error {stderr}).</source>
        <translation>Contra bots de nível {level} esta abertura costuma dar {mean} centros de abastecimento depois do outono de {year} (média de {games} partidas simuladas, erro padrão {stderr}).</translation>
    </message>
    <message>
        <source>You did better than usual: ahead of {share}% of the simulated games.</source>
        <translation>Saiu-se melhor do que o habitual: à frente de {share}% das partidas simuladas.</translation>
    </message>
    <message>
        <source>You did about as well as usual (ahead of {share}% of the simulated games).</source>
        <translation>Saiu-se mais ou menos como o habitual (à frente de {share}% das partidas simuladas).</translation>
    </message>
    <message>
        <source>You did worse than usual: ahead of only {share}% of the simulated games.</source>
        <translation>Saiu-se pior do que o habitual: à frente de apenas {share}% das partidas simuladas.</translation>
    </message>
    <message>
        <source>How the baseline was made: in each simulated game {power} played this opening in Spring 1901 against six {level} bots, and from then on the baseline continued the opening with a bot of the same level. So it measures the opening, not a person&apos;s play.</source>
        <translation>Como se fez a referência: em cada partida simulada, {power} jogou esta abertura na primavera de 1901 contra seis bots de nível {level} e, daí em diante, a referência continuou a abertura com um bot do mesmo nível. Por isso mede a abertura, não o jogo de uma pessoa.</translation>
    </message>
    <message>
        <source>These figures are out of date: the {level} bots have changed since they were measured on {date}, so take the comparison only as a rough guide.</source>
        <translation>Estes números estão desatualizados: os bots de nível {level} mudaram desde que foram medidos em {date}, por isso tome a comparação apenas como uma orientação aproximada.</translation>
    </message>
    <message>
        <source>These figures may be out of date: the baselines file does not say which {level} bots they were measured with, so take the comparison only as a rough guide.</source>
        <translation>Estes números podem estar desatualizados: o ficheiro de referências não diz com que bots de nível {level} foram medidos, por isso tome a comparação apenas como uma orientação aproximada.</translation>
    </message>
    <message>
        <source>Each opening got at least {least} and at most {most} simulated games, more only while the standard error was above {bound} centres. The usual figure lies within two standard errors of the mean about 19 times out of 20.</source>
        <translation>Cada abertura teve pelo menos {least} e no máximo {most} partidas simuladas, com mais partidas apenas enquanto o erro padrão estava acima de {bound} centros. O valor habitual fica a menos de dois erros padrão da média cerca de 19 vezes em 20.</translation>
    </message>
    <message>
        <source>Measured on {date}.</source>
        <translation>Medido em {date}.</translation>
    </message>
    <message>
        <source>How the simulated games ended:</source>
        <translation>Como acabaram as partidas simuladas:</translation>
    </message>
    <message>
        <source>{n} centres</source>
        <translation>{n} centros</translation>
    </message>
    <message>
        <source>← you</source>
        <translation>← você</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Nenhuma.</translation>
    </message>
    <message>
        <source>(the unit was dislodged by {unit})</source>
        <translation>(a unidade foi desalojada pela unidade {unit})</translation>
    </message>
</context>
<context>
    <name>SeatKeeper</name>
    <message>
        <source>Forgotten PIN</source>
        <translation>PIN esquecido</translation>
    </message>
    <message>
        <source>{player} forgot their PIN. If the table agrees, the orders {player} sealed for this phase are discarded unread, {player} sets a new PIN and enters their orders again. Nobody&apos;s orders are shown.</source>
        <translation>{player} esqueceu o seu PIN. Se a mesa concordar, as ordens que {player} selou nesta fase são descartadas sem serem lidas, {player} define um novo PIN e volta a introduzir as suas ordens. Não se mostram as ordens de ninguém.</translation>
    </message>
    <message>
        <source>Agree: a new PIN for {player}</source>
        <translation>De acordo: novo PIN para {player}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Damaged PIN lock</source>
        <translation>Dados do PIN danificados</translation>
    </message>
    <message>
        <source>{player}&apos;s PIN lock in the save file is damaged. If the table agrees that {player} is at the keyboard, {player} sets a new PIN and enters their orders for this phase again. Nobody&apos;s orders are shown.</source>
        <translation>Os dados do PIN de {player} na gravação estão danificados. Se a mesa concordar que {player} está ao teclado, {player} define um novo PIN e volta a introduzir as suas ordens desta fase. Não se mostram as ordens de ninguém.</translation>
    </message>
    <message>
        <source>The PIN lock of {players} is damaged in the save file, so their PIN cannot be checked and their sealed orders for this phase cannot be used. Nothing of them is shown. At their curtain, {players}: please set a new PIN and enter your orders again. Nothing else is lost.</source>
        <translation>Os dados do PIN de {players} estão danificados na gravação, por isso o PIN não pode ser verificado e as ordens seladas desta fase não podem ser usadas. Nada delas é mostrado. Na sua cortina, {players}: defina um novo PIN e volte a introduzir as suas ordens. Nada mais se perde.</translation>
    </message>
    <message>
        <source>Damaged orders</source>
        <translation>Ordens danificadas</translation>
    </message>
    <message>
        <source>The sealed orders of {players} for this phase are damaged or were changed in the save file, so they cannot be used. Nothing of them is shown. {players}: please enter your orders again. Nothing else is lost.</source>
        <translation>As ordens seladas de {players} para esta fase estão danificadas ou foram alteradas na gravação, por isso não podem ser usadas. Nada delas é mostrado. {players}: volte a introduzir as suas ordens. Nada mais se perde.</translation>
    </message>
</context>
<context>
    <name>SecretDialog</name>
    <message>
        <source>New PIN for {player}</source>
        <translation>Novo PIN para {player}</translation>
    </message>
    <message>
        <source>{player}, choose a new PIN or passphrase. Everyone else, please look away.</source>
        <translation>{player}, escolha um novo PIN ou frase-passe. Os restantes, por favor, não olhem.</translation>
    </message>
    <message>
        <source>New PIN or passphrase:</source>
        <translation>Novo PIN ou frase-passe:</translation>
    </message>
    <message>
        <source>Once more:</source>
        <translation>Mais uma vez:</translation>
    </message>
    <message>
        <source>Set this PIN</source>
        <translation>Definir este PIN</translation>
    </message>
    <message>
        <source>The two entries differ. Type the same PIN twice.</source>
        <translation>As duas entradas são diferentes. Escreva o mesmo PIN duas vezes.</translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message>
        <source>Place an army</source>
        <translation>Colocar um exército</translation>
    </message>
    <message>
        <source>Place a fleet</source>
        <translation>Colocar uma frota</translation>
    </message>
    <message>
        <source>Move a unit</source>
        <translation>Mover uma unidade</translation>
    </message>
    <message>
        <source>Remove a unit</source>
        <translation>Tirar uma unidade</translation>
    </message>
    <message>
        <source>Set a centre&apos;s owner</source>
        <translation>Definir o dono de um centro</translation>
    </message>
    <message>
        <source>Dislodged army</source>
        <translation>Exército desalojado</translation>
    </message>
    <message>
        <source>Dislodged fleet</source>
        <translation>Frota desalojada</translation>
    </message>
    <message>
        <source>Mark a standoff</source>
        <translation>Marcar um impasse</translation>
    </message>
    <message>
        <source>Click a province to put an army of the chosen power there.</source>
        <translation>Clique numa província para pôr lá um exército da potência escolhida.</translation>
    </message>
    <message>
        <source>Click a coast or sea to put a fleet of the chosen power there.</source>
        <translation>Clique numa costa ou num mar para pôr lá uma frota da potência escolhida.</translation>
    </message>
    <message>
        <source>Click a unit, then the place it should stand.</source>
        <translation>Clique numa unidade e depois no lugar onde deve ficar.</translation>
    </message>
    <message>
        <source>Click a unit to take it off the board.</source>
        <translation>Clique numa unidade para a tirar do tabuleiro.</translation>
    </message>
    <message>
        <source>Click a supply centre to give it to the chosen power (or to nobody).</source>
        <translation>Clique num centro de abastecimento para o dar à potência escolhida (ou a ninguém).</translation>
    </message>
    <message>
        <source>Click the attacker that took the province, then the province the attack came from.</source>
        <translation>Clique no atacante que tomou a província e depois na província de onde veio o ataque.</translation>
    </message>
    <message>
        <source>Click a province that a standoff left empty: no unit may retreat there.</source>
        <translation>Clique numa província que um impasse deixou vazia: nenhuma unidade se pode retirar para lá.</translation>
    </message>
    <message>
        <source>A click on the board</source>
        <translation>Um clique no tabuleiro</translation>
    </message>
    <message>
        <source>Power:</source>
        <translation>Potência:</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>ninguém</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source>Season:</source>
        <translation>Estação:</translation>
    </message>
    <message>
        <source>Year:</source>
        <translation>Ano:</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Tipo:</translation>
    </message>
    <message>
        <source>Spring</source>
        <translation>Primavera</translation>
    </message>
    <message>
        <source>Fall</source>
        <translation>Outono</translation>
    </message>
    <message>
        <source>Winter</source>
        <translation>Inverno</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movimentos</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>Retiradas</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>Tabuleiro vazio</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Posição inicial</translation>
    </message>
    <message>
        <source>Undo set-up change</source>
        <translation>Anular a alteração da preparação</translation>
    </message>
</context>
<context>
    <name>SubmissionStrip</name>
    <message>
        <source>{player}: civil disorder</source>
        <translation>{player}: desordem civil</translation>
    </message>
    <message>
        <source>{player}: saving…</source>
        <translation>{player}: a guardar…</translation>
    </message>
    <message>
        <source>{player}: submitted</source>
        <translation>{player}: entregou</translation>
    </message>
    <message>
        <source>{player}: waiting</source>
        <translation>{player}: à espera</translation>
    </message>
</context>
<context>
    <name>TableActions</name>
    <message>
        <source>C&amp;hange submitted orders…</source>
        <translation>Al&amp;terar ordens entregues…</translation>
    </message>
    <message>
        <source>Propose a &amp;draw…</source>
        <translation>Propor um &amp;empate…</translation>
    </message>
    <message>
        <source>History: &amp;previous phase</source>
        <translation>Histórico: fase &amp;anterior</translation>
    </message>
    <message>
        <source>History: ne&amp;xt phase</source>
        <translation>Histórico: fase &amp;seguinte</translation>
    </message>
    <message>
        <source>History: back to the &amp;game</source>
        <translation>Histórico: voltar à &amp;partida</translation>
    </message>
    <message>
        <source>&amp;Submit orders</source>
        <translation>&amp;Entregar ordens</translation>
    </message>
    <message>
        <source>&amp;Show the result</source>
        <translation>&amp;Mostrar o resultado</translation>
    </message>
    <message>
        <source>&amp;Continue to {phase}</source>
        <translation>&amp;Continuar: {phase}</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
</context>
<context>
    <name>TurnFlow</name>
    <message>
        <source>Waiting for {player}.</source>
        <translation>À espera de {player}.</translation>
    </message>
    <message>
        <source>{player}, your PIN lock in the save file is damaged, so your PIN cannot be checked. With the table&apos;s agreement, set a new PIN, then enter your orders for this phase again.</source>
        <translation>{player}, os dados do seu PIN na gravação estão danificados, por isso o PIN não pode ser verificado. Com o acordo da mesa, defina um novo PIN e depois volte a introduzir as suas ordens desta fase.</translation>
    </message>
    <message>
        <source>I am {player}: set a new PIN</source>
        <translation>Sou {player}: definir um novo PIN</translation>
    </message>
    <message>
        <source>{player}, your submitted orders were saved locked with your PIN. Enter it so that the phase can be judged.</source>
        <translation>{player}, as suas ordens entregues foram guardadas bloqueadas com o seu PIN. Introduza-o para que a fase possa ser resolvida.</translation>
    </message>
    <message>
        <source>Unlock my orders</source>
        <translation>Desbloquear as minhas ordens</translation>
    </message>
    <message>
        <source>A draw has been proposed. {player} votes in private; everyone else, please look away.</source>
        <translation>Foi proposto um empate. {player} vota em privado; os restantes, por favor, não olhem.</translation>
    </message>
    <message>
        <source>I am {player}: vote</source>
        <translation>Sou {player}: votar</translation>
    </message>
    <message>
        <source>Change submitted orders</source>
        <translation>Alterar ordens entregues</translation>
    </message>
    <message>
        <source>Go on without {player} for {phase}? {powers} will be in civil disorder for this phase: their units hold, their dislodged units are disbanded, they build nothing and any removals follow the rules. Orders {player} already gave are discarded unread. Until the last player submits, {player} can still take their powers back with &quot;Change submitted orders&quot;.</source>
        <translation>Continuar sem {player} na fase {phase}? Ficam em desordem civil nesta fase: {powers}. As suas unidades mantêm a posição, as unidades desalojadas são dissolvidas, não há construções e as dissoluções seguem as regras. As ordens que {player} já deu são descartadas sem serem lidas. Até o último jogador entregar, {player} ainda pode recuperar as suas potências com «Alterar ordens entregues».</translation>
    </message>
    <message>
        <source>Civil disorder</source>
        <translation>Desordem civil</translation>
    </message>
    <message>
        <source>Go on without {player}</source>
        <translation>Continuar sem {player}</translation>
    </message>
    <message>
        <source>Wait for {player}</source>
        <translation>Esperar por {player}</translation>
    </message>
    <message>
        <source>Who wants to change their orders?</source>
        <translation>Quem quer alterar as suas ordens?</translation>
    </message>
    <message>
        <source>{player}&apos;s turn ({powers}), {phase}: enter your orders, then Submit (Ctrl+Return).</source>
        <translation>Vez de {player} ({powers}), {phase}: introduza as suas ordens e depois Entregar (Ctrl+Enter).</translation>
    </message>
    <message>
        <source>{power}:</source>
        <comment>a power&apos;s name over the warnings about its orders</comment>
        <translation>{power}:</translation>
    </message>
    <message>
        <source>{power}: builds not used: {n}</source>
        <translation>{power}: construções não usadas: {n}</translation>
    </message>
    <message>
        <source>{power}: removals not chosen, which the rules will choose: {n}</source>
        <translation>{power}: dissoluções não escolhidas, que as regras escolherão: {n}</translation>
    </message>
    <message>
        <source>Submit the orders of {powers}? You can change them until the last player submits.</source>
        <translation>Entregar as ordens ({powers})? Pode alterá-las até o último jogador entregar.</translation>
    </message>
    <message>
        <source>Submit orders</source>
        <translation>Entregar ordens</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Entregar</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Continuar a editar</translation>
    </message>
</context>
</TS>
