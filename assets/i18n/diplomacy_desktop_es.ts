<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Advice</name>
    <message>
        <source>“{order}”</source>
        <comment>an order quoted in a sentence</comment>
        <translation>«{order}»</translation>
    </message>
    <message>
        <source>{order} supports {unit} to hold, but you ordered {unit} to move to {dest}. A support to hold only helps a unit that stays where it is: support the move itself instead.</source>
        <translation>{order} apoya a {unit} para que se mantenga en posición, pero has ordenado a {unit} que se mueva a {dest}. Un apoyo para mantenerse solo ayuda a una unidad que no se mueve: apoya el movimiento en sí.</translation>
    </message>
    <message>
        <source>{order} supports {unit} into {dest}, but your order for {unit} is {actual}. A support only counts for the very move you ordered.</source>
        <translation>{order} apoya a {unit} hacia {dest}, pero tu orden para {unit} es {actual}. Un apoyo solo cuenta para el movimiento exacto que ordenaste.</translation>
    </message>
    <message>
        <source>{order} supports {unit} into {dest}, but {unit} has no order and will hold. A support only counts for the very move you ordered.</source>
        <translation>{order} apoya a {unit} hacia {dest}, pero {unit} no tiene orden y se mantendrá en posición. Un apoyo solo cuenta para el movimiento exacto que ordenaste.</translation>
    </message>
    <message>
        <source>{order} convoys {army} to {dest}, but your order for {army} is {actual}. The army must be ordered to {dest} too, or the convoy does nothing.</source>
        <translation>{order} transporta a {army} a {dest}, pero tu orden para {army} es {actual}. El ejército también debe recibir la orden de ir a {dest}; si no, el transporte no sirve de nada.</translation>
    </message>
    <message>
        <source>{order} convoys {army} to {dest}, but {army} has no order and will stay. The army must be ordered to {dest} too, or the convoy does nothing.</source>
        <translation>{order} transporta a {army} a {dest}, pero {army} no tiene orden y se quedará donde está. El ejército también debe recibir la orden de ir a {dest}; si no, el transporte no sirve de nada.</translation>
    </message>
    <message>
        <source>{order}: {army} can only reach {dest} by convoy, and your fleets&apos; orders do not carry it there. It stays where it is unless another power&apos;s fleets convoy it.</source>
        <translation>{order}: {army} solo puede llegar a {dest} mediante transporte, y las órdenes de tus flotas no lo llevan allí. Se quedará donde está, salvo que lo transporten las flotas de otra potencia.</translation>
    </message>
    <message>
        <source>{orders} all go to {dest}: with equal support none of them moves. Send one elsewhere, or support one of them.</source>
        <translation>Las órdenes {orders} van todas a {dest}: con igual apoyo, ninguna unidad se mueve. Envía una a otro lugar o apoya a una de ellas.</translation>
    </message>
    <message>
        <source>{first} and {second} both go to {dest}: with equal support neither moves. Send one elsewhere, or support one of them.</source>
        <translation>{first} y {second} van las dos a {dest}: con igual apoyo, ninguna de las dos unidades se mueve. Envía una a otro lugar o apoya a una de ellas.</translation>
    </message>
    <message>
        <source>{first} and {second} would swap places: two units cannot swap over land without a convoy, so neither moves.</source>
        <translation>{first} y {second} intercambiarían sus posiciones: dos unidades no pueden intercambiarse por tierra sin un transporte, así que ninguna se mueve.</translation>
    </message>
    <message>
        <source>{order} attacks your own {unit}, which stays there. You can never dislodge your own unit, so the move fails.</source>
        <translation>{order} ataca a tu propia unidad {unit}, que se queda allí. Nunca puedes desalojar a una unidad propia, así que el movimiento fracasa.</translation>
    </message>
    <message>
        <source>{unit} has no order yet: it will hold.</source>
        <translation>{unit} aún no tiene orden: se mantendrá en posición.</translation>
    </message>
    <message>
        <source>No order yet, so they will hold: {units}.</source>
        <translation>Aún sin orden, así que se mantendrán en posición: {units}.</translation>
    </message>
    <message>
        <source>{unit} has no order yet: it will be disbanded.</source>
        <translation>{unit} aún no tiene orden: se disolverá.</translation>
    </message>
    <message>
        <source>No order yet, so they will be disbanded: {units}.</source>
        <translation>Aún sin orden, así que se disolverán: {units}.</translation>
    </message>
    <message>
        <source>{orders} all retreat to {dest}: units that retreat to the same place are all disbanded.</source>
        <translation>Las órdenes {orders} se retiran todas a {dest}: las unidades que se retiran al mismo lugar se disuelven todas.</translation>
    </message>
    <message>
        <source>{first} and {second} both retreat to {dest}: units that retreat to the same place are all disbanded.</source>
        <translation>{first} y {second} se retiran las dos a {dest}: las unidades que se retiran al mismo lugar se disuelven todas.</translation>
    </message>
    <message>
        <source>Your home supply centre {centre} will be empty after this turn, with {units} next to it. Supply centres change hands after the Fall turn: leave or move a unit there.</source>
        <translation>Tu centro de suministro inicial {centre} quedará vacío tras este turno, con {units} al lado. Los centros de suministro cambian de dueño después del turno de Otoño: deja o mueve una unidad allí.</translation>
    </message>
</context>
<context>
    <name>AdviceView</name>
    <message>
        <source>why?</source>
        <translation>¿por qué?</translation>
    </message>
    <message>
        <source>Before you submit, check (advice only; you can still submit):</source>
        <translation>Antes de entregar, revisa (solo son consejos; puedes entregar igualmente):</translation>
    </message>
</context>
<context>
    <name>AutosaveKeeper</name>
    <message>
        <source>Autosave failed: {problem}</source>
        <translation>El guardado automático ha fallado: {problem}</translation>
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
        <translation>Los bots fáciles llevan cada unidad, una a una, hacia los centros de suministro cercanos que más les valen, y defienden los suyos cuando un rival está cerca. Solo apoyan a una unidad cuando hay un rival junto a su destino, nunca transportan, no prevén lo que harán sus vecinos y no recuerdan quién los atacó. Un principiante puede ganarles.</translation>
    </message>
    <message>
        <source>Normal bots plan all their units together: supports for attacks and for units under threat, convoys with their own fleets, and no two of their units blocking each other. They try a few plans against what their neighbours will probably do and play the best one.</source>
        <translation>Los bots normales planean todas sus unidades juntas: apoyos para los ataques y para las unidades amenazadas, transportes con sus propias flotas, y nunca dos de sus unidades estorbándose. Prueban unos cuantos planes contra lo que probablemente harán sus vecinos y juegan el mejor.</translation>
    </message>
    <message>
        <source>Hard bots guess their neighbours&apos; orders several ways and test many plans against those guesses with the rules of the game (in Spring 1901, every named opening), keep the plan that ends with the most supply centres on average, then improve it unit by unit and with attacks that bring their own supports. In Spring they also look ahead to the Fall: a move is worth the centre it lets them take then. They think a moment longer.</source>
        <translation>Los bots difíciles adivinan de varias maneras las órdenes de sus vecinos y prueban muchos planes contra esas conjeturas con las reglas del juego (en la primavera de 1901, todas las aperturas con nombre), se quedan con el plan que acaba de media con más centros de suministro y luego lo mejoran unidad a unidad y con ataques que llevan sus propios apoyos. En primavera también miran al otoño: un movimiento vale el centro que les deja tomar entonces. Piensan un momento más.</translation>
    </message>
</context>
<context>
    <name>BotTurns</name>
    <message>
        <source>Bots are thinking: {done} of {total}</source>
        <translation>Los bots están pensando: {done} de {total}</translation>
    </message>
    <message>
        <source>Bots</source>
        <translation>Bots</translation>
    </message>
    <message>
        <source>The bot playing {powers} could not give its orders this phase; its units hold.</source>
        <translation>El bot que juega {powers} no pudo dar sus órdenes en esta fase; sus unidades se mantienen.</translation>
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
        <translation>costa sur</translation>
    </message>
    <message>
        <source>east coast</source>
        <translation>costa este</translation>
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
        <translation>Ahora no</translation>
    </message>
    <message>
        <source>Change submitted orders…</source>
        <translation>Cambiar órdenes entregadas…</translation>
    </message>
    <message>
        <source>A player who has submitted may change their orders until the last player submits.</source>
        <translation>Quien ya entregó puede cambiar sus órdenes hasta que entregue el último jugador.</translation>
    </message>
    <message>
        <source>Forgot my PIN…</source>
        <translation>He olvidado mi PIN…</translation>
    </message>
    <message>
        <source>With the table&apos;s agreement: your sealed orders for this phase are discarded unread and you set a new PIN.</source>
        <translation>Con el acuerdo de la mesa: tus órdenes selladas de esta fase se descartan sin leerse y eliges un PIN nuevo.</translation>
    </message>
    <message>
        <source>Your PIN or passphrase</source>
        <translation>Tu PIN o frase de contraseña</translation>
    </message>
    <message>
        <source>Pass the computer to {player} ({powers})</source>
        <translation>Pasa el ordenador a {player} ({powers})</translation>
    </message>
    <message>
        <source>{phase}. Everyone else, please look away.</source>
        <translation>{phase}. Los demás, por favor, no miréis.</translation>
    </message>
    <message>
        <source>{player} asked to change their orders for {phase}.</source>
        <translation>{player} ha pedido cambiar sus órdenes de {phase}.</translation>
    </message>
    <message>
        <source>I am {player}: show my orders</source>
        <translation>Soy {player}: mostrar mis órdenes</translation>
    </message>
    <message>
        <source>{player} is not here…</source>
        <translation>{player} no está…</translation>
    </message>
    <message>
        <source>The table may go on without {player} this phase: their units hold (civil disorder). Nobody&apos;s orders are shown.</source>
        <translation>La mesa puede seguir sin {player} en esta fase: sus unidades se mantienen (desorden civil). No se muestran las órdenes de nadie.</translation>
    </message>
    <message>
        <source>Wrong PIN. Try again.</source>
        <translation>PIN incorrecto. Inténtalo de nuevo.</translation>
    </message>
</context>
<context>
    <name>DrawVote</name>
    <message>
        <source>Each surviving player will be asked in private. The game ends in a draw only if everyone agrees; who refused is not shown.</source>
        <translation>Se preguntará en privado a cada jugador superviviente. La partida acaba en empate solo si todos están de acuerdo; no se muestra quién lo rechazó.</translation>
    </message>
    <message>
        <source>The bots agree to any draw the players agree to.</source>
        <translation>Los bots aceptan cualquier empate que acepten los jugadores.</translation>
    </message>
    <message>
        <source>Propose a draw</source>
        <translation>Proponer un empate</translation>
    </message>
    <message>
        <source>Draw vote</source>
        <translation>Votación de empate</translation>
    </message>
    <message>
        <source>{player}, do you agree to end the game in a draw shared by {survivors}?</source>
        <translation>{player}, ¿aceptas terminar la partida en empate entre {survivors}?</translation>
    </message>
    <message>
        <source>Agree to the draw</source>
        <translation>Aceptar el empate</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <source>No draw</source>
        <translation>Sin empate</translation>
    </message>
    <message>
        <source>Not every player agreed to a draw. The game goes on.</source>
        <translation>No todos los jugadores aceptaron el empate. La partida sigue.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
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
        <source>Practice</source>
        <translation>Práctica</translation>
    </message>
    <message>
        <source>{game} — {phase} — Diplomacy Desktop</source>
        <translation>{game} — {phase} — Diplomacy Desktop</translation>
    </message>
    <message>
        <source>&amp;Free game (order every power)</source>
        <translation>Partida &amp;libre (órdenes de todas las potencias)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>The game has changed since it was last saved. Save it first?

(Submitted orders and finished phases are also kept in the autosave.)</source>
        <translation>La partida ha cambiado desde la última vez que se guardó. ¿Guardarla antes?

(Las órdenes entregadas y las fases terminadas también quedan en el guardado automático.)</translation>
    </message>
    <message>
        <source>Resume an unfinished game?</source>
        <translation>¿Continuar una partida sin terminar?</translation>
    </message>
    <message>
        <source>These games are not finished, the most recent first. Resume one, or start a new game; the others stay saved.</source>
        <translation>Estas partidas no han terminado; la más reciente, primero. Continúa una o empieza una partida nueva; las demás siguen guardadas.</translation>
    </message>
    <message>
        <source>{players} — {phase} — saved {when}</source>
        <translation>{players} — {phase} — guardada {when}</translation>
    </message>
    <message>
        <source>Autosave failed: {problem}</source>
        <translation>El guardado automático ha fallado: {problem}</translation>
    </message>
    <message>
        <source>&amp;Practice against bots…</source>
        <translation>&amp;Práctica contra bots…</translation>
    </message>
    <message>
        <source>Game already open</source>
        <translation>La partida ya está abierta</translation>
    </message>
    <message>
        <source>This game is open in another Diplomacy Desktop window. Play it there: two windows on one game would undo each other&apos;s moves.

The game on the board is unchanged.</source>
        <translation>Esta partida está abierta en otra ventana de Diplomacy Desktop. Jugadla allí: dos ventanas con la misma partida desharían cada una las jugadas de la otra.

La partida del tablero no ha cambiado.</translation>
    </message>
    <message>
        <source>Practice against bots</source>
        <translation>Práctica contra bots</translation>
    </message>
    <message>
        <source>Free game</source>
        <translation>Partida libre</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <source>{file} cannot be opened: {problem}

The game on the board is unchanged.</source>
        <translation>No se puede abrir {file}: {problem}

La partida del tablero no ha cambiado.</translation>
    </message>
    <message>
        <source>Continue from the autosave: {phase}</source>
        <translation>Continuar desde el guardado automático: {phase}</translation>
    </message>
    <message>
        <source>Continue from this file, {phase}, as a new branch of the game (the autosave is kept)</source>
        <translation>Continuar desde este archivo, {phase}, como una nueva rama de la partida (el guardado automático se conserva)</translation>
    </message>
    <message>
        <source>An older save of this game</source>
        <translation>Una partida guardada más antigua</translation>
    </message>
    <message>
        <source>{file} is an older save of this game: its autosave is further on, at {later}. Which should go on?</source>
        <translation>{file} es una versión más antigua de esta partida: su guardado automático va más adelante, en {later}. ¿Con cuál se sigue?</translation>
    </message>
    <message>
        <source>the game holds text that cannot be saved</source>
        <translation>la partida contiene texto que no se puede guardar</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>No se puede guardar la partida</translation>
    </message>
    <message>
        <source>{path} could not be written: {problem}</source>
        <translation>No se pudo escribir {path}: {problem}</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Guardada en {path}</translation>
    </message>
    <message>
        <source>Autosave damaged</source>
        <translation>Guardado automático dañado</translation>
    </message>
    <message>
        <source>The autosaved game could not be opened: {problem}

The file is kept as {file}.</source>
        <translation>No se pudo abrir la partida guardada automáticamente: {problem}

El archivo se conserva como {file}.</translation>
    </message>
</context>
<context>
    <name>HistoryBrowser</name>
    <message>
        <source>Viewing history: {phase} ({n} of {total}). Left/Right: step, Esc: back to the game.</source>
        <translation>Historial: {phase} ({n} de {total}). Izquierda/Derecha: avanzar o retroceder, Esc: volver a la partida.</translation>
    </message>
</context>
<context>
    <name>HotseatSession</name>
    <message>
        <source>Left/Right: look back at past phases. Game menu: propose a draw.</source>
        <translation>Izquierda/Derecha: repasar fases anteriores. Menú Partida: proponer un empate.</translation>
    </message>
    <message>
        <source>Bots play {powers}.</source>
        <translation>Los bots juegan: {powers}.</translation>
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
        <translation>{phase}: órdenes en torno a {places}. ¿Qué órdenes tienen éxito, cuáles fracasan y qué unidades son desalojadas?</translation>
    </message>
    <message>
        <source>{phase}: units dislodged from {places} must retreat. Which retreat, and which are disbanded?</source>
        <translation>{phase}: las unidades desalojadas de {places} deben retirarse. ¿Cuáles se retiran y cuáles son disueltas?</translation>
    </message>
    <message>
        <source>{phase}: builds and removals for {powers}. Which orders succeed, and which units are removed?</source>
        <translation>{phase}: construcciones y eliminaciones de {powers}. ¿Qué órdenes tienen éxito y qué unidades se eliminan?</translation>
    </message>
    <message>
        <source>DATC case {number}</source>
        <translation>Caso DATC {number}</translation>
    </message>
    <message>
        <source>Rulebook: the sample game</source>
        <translation>Reglamento: la partida de ejemplo</translation>
    </message>
    <message>
        <source>Rulebook, diagram {number}</source>
        <translation>Reglamento, diagrama {number}</translation>
    </message>
    <message>
        <source>Rulebook, worked example</source>
        <translation>Reglamento, ejemplo resuelto</translation>
    </message>
    <message>
        <source>Rules summary, worked example</source>
        <translation>Resumen de reglas, ejemplo resuelto</translation>
    </message>
    <message>
        <source>{source}, then {phase}</source>
        <translation>{source}, después {phase}</translation>
    </message>
    <message>
        <source>{topic}: {places}</source>
        <translation>{topic}: {places}</translation>
    </message>
    <message>
        <source>{unit} (no order)</source>
        <translation>{unit} (sin orden)</translation>
    </message>
</context>
<context>
    <name>LessonBrowser</name>
    <message>
        <source>Lesson</source>
        <translation>Lección</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fuente</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <source>Your best score in this lesson</source>
        <translation>Tu mejor puntuación en esta lección</translation>
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
        <translation>Para principiantes: errores frecuentes</translation>
    </message>
    <message>
        <source>Moving</source>
        <translation>Movimientos</translation>
    </message>
    <message>
        <source>Standoffs</source>
        <translation>Enfrentamientos</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Apoyo</translation>
    </message>
    <message>
        <source>Cutting support</source>
        <translation>Anular el apoyo</translation>
    </message>
    <message>
        <source>Convoys</source>
        <translation>Transportes</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>Retiradas</translation>
    </message>
    <message>
        <source>Builds and removals</source>
        <translation>Construcciones y eliminaciones</translation>
    </message>
    <message>
        <source>Civil disorder</source>
        <translation>Desorden civil</translation>
    </message>
    <message>
        <source>Coasts</source>
        <translation>Costas</translation>
    </message>
    <message>
        <source>The sample game, 1901-1902</source>
        <translation>La partida de ejemplo, 1901-1902</translation>
    </message>
    <message>
        <source>DATC 6.A: basic checks</source>
        <translation>DATC 6.A: comprobaciones básicas</translation>
    </message>
    <message>
        <source>DATC 6.B: coastal issues</source>
        <translation>DATC 6.B: cuestiones de costas</translation>
    </message>
    <message>
        <source>DATC 6.C: circular movement</source>
        <translation>DATC 6.C: movimiento circular</translation>
    </message>
    <message>
        <source>DATC 6.D: supports and dislodges</source>
        <translation>DATC 6.D: apoyos y desalojos</translation>
    </message>
    <message>
        <source>DATC 6.E: head-to-head battles</source>
        <translation>DATC 6.E: choques frontales</translation>
    </message>
    <message>
        <source>DATC 6.F: convoys</source>
        <translation>DATC 6.F: transportes</translation>
    </message>
    <message>
        <source>DATC 6.G: convoying to adjacent places</source>
        <translation>DATC 6.G: transportes a regiones adyacentes</translation>
    </message>
    <message>
        <source>DATC 6.H: retreating</source>
        <translation>DATC 6.H: retiradas</translation>
    </message>
    <message>
        <source>DATC 6.I: building</source>
        <translation>DATC 6.I: construcciones</translation>
    </message>
    <message>
        <source>DATC 6.J: civil disorder and disbands</source>
        <translation>DATC 6.J: desorden civil y disoluciones</translation>
    </message>
    <message>
        <source>Advanced: the DATC test cases (v3.0)</source>
        <translation>Avanzado: los casos de prueba DATC (v3.0)</translation>
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
        <translation>Retiradas con éxito: {orders}.</translation>
    </message>
    <message>
        <source>Moves that succeed: {orders}.</source>
        <translation>Movimientos con éxito: {orders}.</translation>
    </message>
    <message>
        <source>Moves that fail: {orders}.</source>
        <translation>Movimientos que fracasan: {orders}.</translation>
    </message>
    <message>
        <source>{unit} ({power}) is dislodged by the attack from {place}.</source>
        <translation>{unit} ({power}) queda desalojada por el ataque desde {place}.</translation>
    </message>
    <message>
        <source>Disbanded: {units}.</source>
        <translation>Se disuelven: {units}.</translation>
    </message>
    <message>
        <source>Builds and removals carried out: {orders}.</source>
        <translation>Construcciones y eliminaciones realizadas: {orders}.</translation>
    </message>
    <message>
        <source>Void, so not carried out: {orders}.</source>
        <translation>No válidas, así que no se realizan: {orders}.</translation>
    </message>
    <message>
        <source>Removed by the civil disorder rule: {units}.</source>
        <translation>Eliminadas por la regla del desorden civil: {units}.</translation>
    </message>
    <message>
        <source>Units on the board afterwards: {units}.</source>
        <translation>Unidades en el tablero después: {units}.</translation>
    </message>
    <message>
        <source>No unit is left on the board.</source>
        <translation>No queda ninguna unidad en el tablero.</translation>
    </message>
    <message>
        <source>No unit is dislodged.</source>
        <translation>Ninguna unidad queda desalojada.</translation>
    </message>
</context>
<context>
    <name>LessonView</name>
    <message>
        <source>choose…</source>
        <translation>elige…</translation>
    </message>
    <message>
        <source>Whole map</source>
        <translation>Mapa entero</translation>
    </message>
    <message>
        <source>Zoom out to the whole map (Ctrl+0); the wheel zooms too</source>
        <translation>Alejar hasta ver el mapa entero (Ctrl+0); la rueda del ratón también acerca y aleja</translation>
    </message>
    <message>
        <source>Back to the lesson</source>
        <translation>Volver a la lección</translation>
    </message>
    <message>
        <source>Frame the places this lesson is about again (Ctrl+0)</source>
        <translation>Volver a encuadrar las regiones de esta lección (Ctrl+0)</translation>
    </message>
    <message>
        <source>Watch the board: the phase is being resolved.</source>
        <translation>Mira el tablero: la fase se está resolviendo.</translation>
    </message>
    <message>
        <source>Your score: {percent}% ({right} of {total} right)</source>
        <translation>Tu puntuación: {percent} % ({right} de {total} correctas)</translation>
    </message>
    <message>
        <source>Note: the source ({source}) gives a different result for {count} of these.</source>
        <translation>Atención: la fuente ({source}) da otro resultado para {count} de ellas.</translation>
    </message>
    <message>
        <source>To remember: {lesson}</source>
        <translation>Para recordar: {lesson}</translation>
    </message>
    <message>
        <source>not predicted</source>
        <translation>sin predecir</translation>
    </message>
    <message>
        <source>you said: {mark}</source>
        <translation>dijiste: {mark}</translation>
    </message>
    <message>
        <source>rule: {rule}</source>
        <translation>regla: {rule}</translation>
    </message>
    <message>
        <source>Choose a lesson on the left.</source>
        <translation>Elige una lección a la izquierda.</translation>
    </message>
    <message>
        <source>Also in the source, but not a valid order: it does nothing, so it is not asked about: {orders}</source>
        <translation>También en la fuente, pero no es una orden válida: no hace nada, así que no se pregunta por ella: {orders}</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Potencia</translation>
    </message>
    <message>
        <source>Order or unit</source>
        <translation>Orden o unidad</translation>
    </message>
    <message>
        <source>Your prediction</source>
        <translation>Tu predicción</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Qué pasó</translation>
    </message>
    <message>
        <source>Check and watch</source>
        <translation>Comprobar y ver</translation>
    </message>
    <message>
        <source>Compare your prediction with the rules and watch the phase resolve</source>
        <translation>Compara tu predicción con las reglas y mira cómo se resuelve la fase</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Intentar de nuevo</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Siguiente lección</translation>
    </message>
</context>
<context>
    <name>LessonsWindow</name>
    <message>
        <source>That was the last lesson of the list.</source>
        <translation>Esa era la última lección de la lista.</translation>
    </message>
    <message>
        <source>Lessons tried: {done} of {total}, all right: {mastered}</source>
        <translation>Lecciones intentadas: {done} de {total}, sin fallos: {mastered}</translation>
    </message>
    <message>
        <source>Lessons — Diplomacy Desktop</source>
        <translation>Lecciones — Diplomacy Desktop</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lecciones</translation>
    </message>
    <message>
        <source>The lessons cannot be loaded: {problem}</source>
        <translation>No se pueden cargar las lecciones: {problem}</translation>
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
        <translation>&amp;Archivo</translation>
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
        <translation>Ó&amp;rdenes</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Órdenes</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Ordering for: </source>
        <translation>Órdenes de: </translation>
    </message>
    <message>
        <source>The power whose orders you are entering (Ctrl+Tab: next)</source>
        <translation>La potencia cuyas órdenes estás dando (Ctrl+Tab: siguiente)</translation>
    </message>
    <message>
        <source>&amp;Adjudicate</source>
        <translation>&amp;Resolver</translation>
    </message>
    <message>
        <source>&amp;Take back the last phase</source>
        <translation>&amp;Deshacer la última fase</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>&amp;Lecciones…</translation>
    </message>
    <message>
        <source>Open the &amp;sandbox</source>
        <translation>Abrir el &amp;tablero de pruebas</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Delete order</source>
        <translation>&amp;Borrar orden</translation>
    </message>
    <message>
        <source>&amp;Cancel order entry</source>
        <translation>&amp;Cancelar la orden en curso</translation>
    </message>
    <message>
        <source>&amp;Hold</source>
        <translation>&amp;Mantenerse en posición</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>M&amp;over</translation>
    </message>
    <message>
        <source>&amp;Support</source>
        <translation>&amp;Apoyar</translation>
    </message>
    <message>
        <source>&amp;Convoy</source>
        <translation>&amp;Transportar</translation>
    </message>
    <message>
        <source>&amp;Disband</source>
        <translation>&amp;Disolver</translation>
    </message>
    <message>
        <source>&amp;Waive a build</source>
        <translation>Re&amp;nunciar a una construcción</translation>
    </message>
    <message>
        <source>&amp;Type an order</source>
        <translation>&amp;Escribir una orden</translation>
    </message>
    <message>
        <source>&amp;Next power</source>
        <translation>&amp;Siguiente potencia</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>A&amp;cercar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>A&amp;justar a la ventana</translation>
    </message>
    <message>
        <source>Focus the &amp;board</source>
        <translation>Enfocar el &amp;tablero</translation>
    </message>
    <message>
        <source>Show the &amp;orders</source>
        <translation>Mostrar las ó&amp;rdenes</translation>
    </message>
    <message>
        <source>Show the &amp;results</source>
        <translation>Mostrar los &amp;resultados</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Deshacer (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Rehacer (Ctrl+Mayús+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Showing results: press Ctrl+Return to continue.</source>
        <translation>Mostrando resultados: pulsa Ctrl+Intro para continuar.</translation>
    </message>
    <message>
        <source>{unit} cannot go to {place}: {reason}</source>
        <translation>{unit} no puede ir a {place}: {reason}</translation>
    </message>
    <message>
        <source>supply centre of {power}</source>
        <translation>centro de suministro de {power}</translation>
    </message>
    <message>
        <source>neutral supply centre</source>
        <translation>centro de suministro neutral</translation>
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
        <translation>&amp;Mostrar el resultado</translation>
    </message>
    <message>
        <source>&amp;Continue to {phase}</source>
        <translation>&amp;Continuar a {phase}</translation>
    </message>
    <message>
        <source>Adjudicate</source>
        <translation>Resolver</translation>
    </message>
    <message>
        <source>Units or adjustments without an order: {n}. Units hold, retreats disband and the rules choose removals. Judge the phase anyway?</source>
        <translation>Unidades o ajustes sin orden: {n}. Las unidades sin orden se mantienen en posición, las desalojadas sin orden se disuelven y las reglas eligen las eliminaciones. ¿Resolver la fase de todos modos?</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Resolver</translation>
    </message>
    <message>
        <source>Keep ordering</source>
        <translation>Seguir dando órdenes</translation>
    </message>
    <message>
        <source>Resolving {phase}: watch the board. Ctrl+Return shows the result at once.</source>
        <translation>Resolviendo {phase}: mira el tablero. Ctrl+Intro muestra el resultado de inmediato.</translation>
    </message>
    <message>
        <source>Results of {phase}. Press Ctrl+Return to continue.</source>
        <translation>Resultados de {phase}. Pulsa Ctrl+Intro para continuar.</translation>
    </message>
    <message>
        <source>Only a practice game can take back a phase.</source>
        <translation>Solo una partida de práctica puede deshacer una fase.</translation>
    </message>
    <message>
        <source>Back to {phase}: change the orders and judge again.</source>
        <translation>De vuelta a {phase}: cambia las órdenes y resuelve de nuevo.</translation>
    </message>
    <message>
        <source>{power}: {n}</source>
        <translation>{power}: {n}</translation>
    </message>
    <message>
        <source>Supply centres: {counts}</source>
        <translation>Centros de suministro: {counts}</translation>
    </message>
    <message>
        <source>{power} builds {n}</source>
        <translation>{power} construye {n}</translation>
    </message>
    <message>
        <source>{power} removes {n}</source>
        <translation>{power} elimina {n}</translation>
    </message>
    <message>
        <source>Adjustments due: {due}</source>
        <translation>Ajustes pendientes: {due}</translation>
    </message>
    <message>
        <source>The game is over: {result}.</source>
        <translation>La partida ha terminado: {result}.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>The map of Europe with every unit. Orders can also be typed: Ctrl+L goes to the typed box, Ctrl+2 to the results.</source>
        <translation>El mapa de Europa con todas las unidades. Las órdenes también se pueden escribir: Ctrl+L lleva al cuadro de texto, Ctrl+2 a los resultados.</translation>
    </message>
    <message>
        <source>Ordering for</source>
        <translation>Órdenes de</translation>
    </message>
    <message>
        <source>Orders and results</source>
        <translation>Órdenes y resultados</translation>
    </message>
    <message>
        <source>Orders given</source>
        <translation>Órdenes dadas</translation>
    </message>
    <message>
        <source>Type an order</source>
        <translation>Escribe una orden</translation>
    </message>
    <message>
        <source>Phase on the board</source>
        <translation>Fase en el tablero</translation>
    </message>
    <message>
        <source>Province under the pointer</source>
        <translation>Provincia bajo el puntero</translation>
    </message>
    <message>
        <source>What happens now</source>
        <translation>Qué ocurre ahora</translation>
    </message>
    <message>
        <source>Results: each order, its result and the reason under it</source>
        <translation>Resultados: cada orden, su resultado y el motivo debajo</translation>
    </message>
    <message>
        <source>Results of {phase}: orders that succeeded: {succeeded}; orders that failed: {failed}. The results list gives each order with its reason.</source>
        <translation>Resultados de {phase}: órdenes con éxito: {succeeded}; órdenes fallidas: {failed}. La lista de resultados da cada orden con su motivo.</translation>
    </message>
</context>
<context>
    <name>Mark</name>
    <message>
        <source>succeeds</source>
        <translation>tiene éxito</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>fracasa</translation>
    </message>
    <message>
        <source>is dislodged</source>
        <translation>es desalojada</translation>
    </message>
    <message>
        <source>retreats</source>
        <translation>se retira</translation>
    </message>
    <message>
        <source>is disbanded</source>
        <translation>es disuelta</translation>
    </message>
    <message>
        <source>stays</source>
        <translation>se queda</translation>
    </message>
    <message>
        <source>is removed</source>
        <translation>es eliminada</translation>
    </message>
    <message>
        <source>stays in place</source>
        <translation>se mantiene en su sitio</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Standard game</source>
        <translation>Partida estándar</translation>
    </message>
    <message>
        <source>No power is left to a bot.</source>
        <translation>No queda ninguna potencia para un bot.</translation>
    </message>
    <message>
        <source>Scenario:</source>
        <translation>Escenario:</translation>
    </message>
    <message>
        <source>Two players: {first} against {second}, from Spring {year}. The other powers have no units and their supply centres are neutral.</source>
        <translation>Dos jugadores: {first} contra {second}, desde la primavera de {year}. Las demás potencias no tienen unidades y sus centros de suministro son neutrales.</translation>
    </message>
    <message>
        <source>Until a player controls {count} supply centres</source>
        <translation>Hasta que un jugador controle {count} centros de suministro</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jugador {n}</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>opcional</translation>
    </message>
    <message>
        <source>Beginner&apos;s help: during this player&apos;s turn, count their orders and warn them of likely mistakes, behind their curtain only. Remembered for this name.</source>
        <translation>Ayuda para principiantes: durante el turno de este jugador, cuenta sus órdenes y le avisa de posibles errores, solo a él y en su turno. Se recuerda para este nombre.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Two players play the 1914 scenario of the rulebook.</source>
        <translation>Dos jugadores juegan el escenario de 1914 del reglamento.</translation>
    </message>
    <message>
        <source>Draw powers at random</source>
        <translation>Sortear las potencias</translation>
    </message>
    <message>
        <source>Choose powers</source>
        <translation>Elegir las potencias</translation>
    </message>
    <message>
        <source>Bots play the powers nobody plays</source>
        <translation>Los bots juegan las potencias que nadie juega</translation>
    </message>
    <message>
        <source>Each player plays one power; bots play the others instead of leaving them neutral.</source>
        <translation>Cada jugador juega una potencia; los bots juegan las demás en lugar de dejarlas neutrales.</translation>
    </message>
    <message>
        <source>Bots</source>
        <translation>Bots</translation>
    </message>
    <message>
        <source>Easy plays like the classic DumbBot; Normal coordinates supports and convoys; Hard also tries its orders against its neighbours&apos; likely moves.</source>
        <translation>Fácil juega como el clásico DumbBot; Normal coordina apoyos y transportes; Difícil además prueba sus órdenes contra los movimientos probables de sus vecinos.</translation>
    </message>
    <message>
        <source>Level of every bot:</source>
        <translation>Nivel de todos los bots:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Powers</source>
        <translation>Potencias</translation>
    </message>
    <message>
        <source>PIN or passphrase</source>
        <translation>PIN o frase de contraseña</translation>
    </message>
    <message>
        <source>Beginner&apos;s help</source>
        <translation>Ayuda para principiantes</translation>
    </message>
    <message>
        <source>Until a power controls 18 supply centres</source>
        <translation>Hasta que una potencia controle 18 centros de suministro</translation>
    </message>
    <message>
        <source>Until the end of the year</source>
        <translation>Hasta el final del año</translation>
    </message>
    <message>
        <source>The game ends</source>
        <translation>La partida termina</translation>
    </message>
    <message>
        <source>All surviving players may agree to a draw at any time.</source>
        <translation>Los jugadores supervivientes pueden acordar un empate en cualquier momento.</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Empezar la partida</translation>
    </message>
    <message>
        <source>One person tries out orders for every power; no turns, no secrets.</source>
        <translation>Una persona prueba órdenes para todas las potencias; sin turnos ni secretos.</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Número de jugadores:</translation>
    </message>
    <message>
        <source>Powers:</source>
        <translation>Potencias:</translation>
    </message>
    <message>
        <source>Empty powers:</source>
        <translation>Potencias sin jugador:</translation>
    </message>
    <message>
        <source>Until a player controls 24 supply centres</source>
        <translation>Hasta que un jugador controle 24 centros de suministro</translation>
    </message>
    <message>
        <source>Two players: the 1914 scenario. England, France and Russia against Austria, Germany and Turkey, from Spring 1914. Italy is neutral and may not be entered; after Fall 1914 a coin toss decides which side it joins.</source>
        <translation>Dos jugadores: el escenario de 1914. Inglaterra, Francia y Rusia contra Austria, Alemania y Turquía, desde la primavera de 1914. Italia es neutral y no se puede entrar en ella; tras el otoño de 1914 una moneda decide a qué bando se une.</translation>
    </message>
    <message>
        <source>Free game (all powers)</source>
        <translation>Partida libre (todas las potencias)</translation>
    </message>
    <message>
        <source>Not played, neutral: {powers}. Their units hold, can be supported by anyone and are removed if dislodged.</source>
        <translation>Sin jugador, neutrales: {powers}. Sus unidades se mantienen en posición, cualquiera puede apoyarlas y se eliminan si son desalojadas.</translation>
    </message>
    <message>
        <source>Every power is played.</source>
        <translation>Todas las potencias tienen jugador.</translation>
    </message>
    <message>
        <source>Seven players: no bots.</source>
        <translation>Siete jugadores: sin bots.</translation>
    </message>
    <message>
        <source>Each player plays one power. Bots play: {powers}.</source>
        <translation>Cada jugador juega una potencia. Los bots juegan: {powers}.</translation>
    </message>
    <message>
        <source>Choose each bot&apos;s level, or one level for all of them above.</source>
        <translation>Elige el nivel de cada bot, o arriba un nivel para todos.</translation>
    </message>
    <message numerus="yes">
        <source>Each player plays one power, drawn at random. Powers left to the bots: %n.</source>
        <translation>
            <numerusform>Cada jugador juega una potencia, sorteada al azar. %n bot juega la potencia restante.</numerusform>
            <numerusform>Cada jugador juega una potencia, sorteada al azar. Los bots juegan las otras %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the powers to give each bot its own level.</source>
        <translation>Elige las potencias para dar a cada bot su propio nivel.</translation>
    </message>
    <message>
        <source>{name}: {problem}</source>
        <translation>{name}: {problem}</translation>
    </message>
    <message>
        <source>Each power can be given to one player only.</source>
        <translation>Cada potencia solo puede darse a un jugador.</translation>
    </message>
    <message>
        <source>Each group of powers can be given to one player only.</source>
        <translation>Cada grupo de potencias solo puede darse a un jugador.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Dos jugadores tienen el mismo nombre.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Cada jugador necesita un nombre.</translation>
    </message>
    <message>
        <source>These powers cannot be played together.</source>
        <translation>Estas potencias no pueden jugarse juntas.</translation>
    </message>
</context>
<context>
    <name>Notation</name>
    <message>
        <source>en</source>
        <comment>the language code of the order notation file assets/notation/&lt;code&gt;.json</comment>
        <translation>es</translation>
    </message>
</context>
<context>
    <name>OrderController</name>
    <message>
        <source>the order is empty</source>
        <translation>la orden está vacía</translation>
    </message>
    <message>
        <source>expected a unit, e.g. {example}</source>
        <translation>se esperaba una unidad, p. ej. {example}</translation>
    </message>
    <message>
        <source>say {expected} for the unit</source>
        <translation>indica {expected} para la unidad</translation>
    </message>
    <message>
        <source>expected a destination province</source>
        <translation>se esperaba la región de destino</translation>
    </message>
    <message>
        <source>expected the supported unit</source>
        <translation>se esperaba la unidad apoyada</translation>
    </message>
    <message>
        <source>expected the convoyed army</source>
        <translation>se esperaba el ejército transportado</translation>
    </message>
    <message>
        <source>expected {expected}</source>
        <translation>se esperaba {expected}</translation>
    </message>
    <message>
        <source>expected “{expected}” before the destination</source>
        <translation>se esperaba «{expected}» antes del destino</translation>
    </message>
    <message>
        <source>expected “{expected}”</source>
        <translation>se esperaba «{expected}»</translation>
    </message>
    <message>
        <source>{items} or {last}</source>
        <translation>{items} o {last}</translation>
    </message>
    <message>
        <source>Which order: {options}?</source>
        <translation>¿Qué orden: {options}?</translation>
    </message>
    <message>
        <source>convoy</source>
        <comment>the word after &apos;via&apos; in a typed order</comment>
        <translation>transporte</translation>
    </message>
    <message>
        <source>Cannot read the order: {problem} at the end.</source>
        <translation>No se puede leer la orden: {problem} al final.</translation>
    </message>
    <message>
        <source>Cannot read the order: {problem} at “{word}”.</source>
        <translation>No se puede leer la orden: {problem} en «{word}».</translation>
    </message>
    <message>
        <source>Read as “{order}”; in English notation it would be “{other}”.</source>
        <translation>Leída como «{order}»; en notación inglesa sería «{other}».</translation>
    </message>
    <message>
        <source>Refused: {reason}.</source>
        <translation>Rechazada: {reason}.</translation>
    </message>
    <message>
        <source>Read in English notation: “{order}”.</source>
        <translation>Leída en notación inglesa: «{order}».</translation>
    </message>
    <message>
        <source>Order {order}</source>
        <translation>Orden {order}</translation>
    </message>
    <message>
        <source>Delete {order}</source>
        <translation>Borrar {order}</translation>
    </message>
    <message>
        <source>unexpected word</source>
        <translation>palabra inesperada</translation>
    </message>
    <message>
        <source>No power is on move.</source>
        <translation>Ninguna potencia está dando órdenes.</translation>
    </message>
    <message>
        <source>Clear orders</source>
        <translation>Borrar las órdenes</translation>
    </message>
    <message>
        <source>Refused: nobody at the keyboard holds this power&apos;s seat.</source>
        <translation>Rechazada: esta potencia no es de ningún jugador que esté ahora ante el teclado.</translation>
    </message>
</context>
<context>
    <name>OrderEntry</name>
    <message>
        <source>Click one of your units to order it.</source>
        <translation>Haz clic en una de tus unidades para darle una orden.</translation>
    </message>
    <message>
        <source>Click a dislodged unit to retreat or disband it.</source>
        <translation>Haz clic en una unidad desalojada para retirarla o disolverla.</translation>
    </message>
    <message>
        <source>Click a home centre to build there, or one of your units to remove it.</source>
        <translation>Haz clic en un centro inicial para construir allí, o en una de tus unidades para eliminarla.</translation>
    </message>
    <message>
        <source>Support {unit}: click its destination, or the unit itself to support it holding.</source>
        <translation>Apoyar a {unit}: haz clic en su destino, o en la propia unidad para apoyarla en posición.</translation>
    </message>
    <message>
        <source>{unit} cannot support a unit there.</source>
        <translation>{unit} no puede apoyar a una unidad allí.</translation>
    </message>
    <message>
        <source>That support is not possible.</source>
        <translation>Ese apoyo no es posible.</translation>
    </message>
    <message>
        <source>Convoy {unit}: click where the army lands.</source>
        <translation>Transportar {unit}: haz clic donde desembarca el ejército.</translation>
    </message>
    <message>
        <source>{unit} cannot convoy a unit from there.</source>
        <translation>{unit} no puede transportar una unidad desde allí.</translation>
    </message>
    <message>
        <source>The convoy cannot land there.</source>
        <translation>El transporte no puede desembarcar allí.</translation>
    </message>
    <message>
        <source>{unit}: click where it retreats, or press D to disband it.</source>
        <translation>{unit}: haz clic donde se retira, o pulsa D para disolverla.</translation>
    </message>
    <message>
        <source>{unit}: click a lit province to move, the unit to hold; {support} support, {convoy} convoy, Esc cancel.</source>
        <translation>{unit}: haz clic en una región iluminada para mover, o en la unidad para que se mantenga en posición; {support} apoyar, {convoy} transportar, Esc cancelar.</translation>
    </message>
    <message>
        <source>Nothing to build or remove in {place}.</source>
        <translation>Nada que construir ni eliminar en {place}.</translation>
    </message>
    <message>
        <source>Select a unit first.</source>
        <translation>Primero selecciona una unidad.</translation>
    </message>
    <message>
        <source>{unit} cannot support anyone.</source>
        <translation>{unit} no puede apoyar a nadie.</translation>
    </message>
    <message>
        <source>{unit} supports: click the unit to support.</source>
        <translation>{unit} apoya: haz clic en la unidad que apoya.</translation>
    </message>
    <message>
        <source>Only a fleet at sea next to an army can convoy.</source>
        <translation>Solo una flota en el mar junto a un ejército puede transportar.</translation>
    </message>
    <message>
        <source>{unit} convoys: click the army to carry.</source>
        <translation>{unit} transporta: haz clic en el ejército que va a transportar.</translation>
    </message>
    <message>
        <source>Select a dislodged unit first.</source>
        <translation>Primero selecciona una unidad desalojada.</translation>
    </message>
    <message>
        <source>Build {unit}</source>
        <translation>Construir {unit}</translation>
    </message>
    <message>
        <source>To {dest}</source>
        <translation>A {dest}</translation>
    </message>
    <message>
        <source>Disband {unit}</source>
        <translation>Disolver {unit}</translation>
    </message>
    <message>
        <source>Support the move into {dest}</source>
        <translation>Apoyar el movimiento a {dest}</translation>
    </message>
    <message>
        <source>Convoy to {dest}</source>
        <translation>Transportar a {dest}</translation>
    </message>
</context>
<context>
    <name>OrderPanel</name>
    <message>
        <source>Delete order</source>
        <translation>Borrar orden</translation>
    </message>
    <message>
        <source>Delete the selected order ({key})</source>
        <translation>Borrar la orden seleccionada ({key})</translation>
    </message>
    <message>
        <source>Waive a build</source>
        <translation>Renunciar a construir</translation>
    </message>
    <message>
        <source>Leave one build unused (W)</source>
        <translation>Dejar una construcción sin usar (W)</translation>
    </message>
    <message>
        <source>&amp;Type an order (Ctrl+L), e.g. A Par - Bur:</source>
        <translation>&amp;Escribe una orden (Ctrl+L), p. ej. E Par-Bor:</translation>
    </message>
    <message>
        <source>A Par - Bur, Army Paris to Burgundy…</source>
        <translation>E Par-Bor, Ejército París avanza sobre Borgoña…</translation>
    </message>
    <message>
        <source>Waive one build</source>
        <translation>Renuncia a una construcción</translation>
    </message>
    <message>
        <source>Builds left: {count}</source>
        <translation>Construcciones pendientes: {count}</translation>
    </message>
    <message>
        <source>Removals left: {count}</source>
        <translation>Eliminaciones pendientes: {count}</translation>
    </message>
    <message>
        <source>No builds or removals left.</source>
        <translation>No quedan construcciones ni eliminaciones.</translation>
    </message>
    <message numerus="yes">
        <source>{given} of %n orders given</source>
        <translation>
            <numerusform>{given} de %n orden dada</numerusform>
            <numerusform>{given} de %n órdenes dadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <source>succeeded</source>
        <translation>con éxito</translation>
    </message>
    <message>
        <source>bounced</source>
        <translation>no avanza</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>anulado</translation>
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
        <translation>sin efecto</translation>
    </message>
    <message>
        <source>no convoy</source>
        <translation>sin transporte</translation>
    </message>
    <message>
        <source>disrupted</source>
        <translation>neutralizado</translation>
    </message>
    <message>
        <source>disbanded</source>
        <translation>disuelta</translation>
    </message>
    <message>
        <source>not matched</source>
        <translation>no coincide</translation>
    </message>
</context>
<context>
    <name>PaletteMenu</name>
    <message>
        <source>&amp;Classic colours</source>
        <translation>Colores &amp;clásicos</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Colores</translation>
    </message>
    <message>
        <source>Colour-&amp;blind safe colours (Okabe–Ito)</source>
        <translation>Colores para &amp;daltónicos (Okabe–Ito)</translation>
    </message>
    <message>
        <source>Seven hues told apart by every kind of colour vision, one per power, and grey for neutral</source>
        <translation>Siete tonos que distingue todo tipo de visión del color, uno por potencia, y gris para lo neutral</translation>
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
        <translation>Otoño</translation>
    </message>
    <message>
        <source>Winter</source>
        <translation>Invierno</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>movimientos</translation>
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
        <translation>Un PIN protege tus órdenes de quien mire la pantalla o abra el archivo guardado. Un PIN de 4 cifras frena una mirada, no una búsqueda: quien copie el archivo guardado puede probar los 10.000 PIN en unos 40 minutos. Seis cifras cuestan días de búsqueda; una frase de tres o cuatro palabras queda fuera de su alcance.</translation>
    </message>
    <message>
        <source>about {n} minutes</source>
        <translation>unos {n} minutos</translation>
    </message>
    <message>
        <source>about {n} hours</source>
        <translation>unas {n} horas</translation>
    </message>
    <message>
        <source>about {n} days</source>
        <translation>unos {n} días</translation>
    </message>
    <message>
        <source>about {n} years</source>
        <translation>unos {n} años</translation>
    </message>
    <message>
        <source>more than a lifetime</source>
        <translation>más que una vida</translation>
    </message>
    <message>
        <source>Trying every one like it: {time} for someone with the save file.</source>
        <translation>Probar todos los de este tipo: {time} para quien tenga el archivo guardado.</translation>
    </message>
    <message>
        <source>A PIN or passphrase has at least 4 characters.</source>
        <translation>Un PIN o frase de contraseña tiene al menos 4 caracteres.</translation>
    </message>
    <message>
        <source>A PIN or passphrase has at most {n} characters.</source>
        <translation>Un PIN o frase de contraseña tiene como mucho {n} caracteres.</translation>
    </message>
    <message>
        <source>A passphrase cannot be only spaces.</source>
        <translation>Una frase de contraseña no puede ser solo espacios.</translation>
    </message>
</context>
<context>
    <name>PlaybackBar</name>
    <message>
        <source>Playback</source>
        <translation>Reproducción</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Play the next stage and stop (.)</source>
        <translation>Reproducir la siguiente etapa y parar (.)</translation>
    </message>
    <message>
        <source>Skip to end</source>
        <translation>Ir al final</translation>
    </message>
    <message>
        <source>Show the new position at once (Ctrl+.)</source>
        <translation>Mostrar la nueva posición de inmediato (Ctrl+.)</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetir</translation>
    </message>
    <message>
        <source>Watch the phase resolve again (R)</source>
        <translation>Ver de nuevo cómo se resuelve la fase (R)</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Velocidad:</translation>
    </message>
    <message>
        <source>Motion</source>
        <translation>Movimiento</translation>
    </message>
    <message>
        <source>Animate the resolution (off: show the result at once)</source>
        <translation>Animar la resolución (desactivado: mostrar el resultado de inmediato)</translation>
    </message>
    <message>
        <source>Order by order</source>
        <translation>Orden por orden</translation>
    </message>
    <message>
        <source>Resolve one order at a time instead of a whole stage at once</source>
        <translation>Resolver una orden cada vez en lugar de una etapa entera</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Play or pause the resolution (P)</source>
        <translation>Reproducir o pausar la resolución (P)</translation>
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
        <translation>Práctica contra bots</translation>
    </message>
    <message>
        <source>Standard game (against six bots)</source>
        <translation>Partida estándar (contra seis bots)</translation>
    </message>
    <message>
        <source>{game} (against one bot)</source>
        <translation>{game} (contra un bot)</translation>
    </message>
    <message>
        <source>You play one power; the other six are bots. They order when you submit, and their orders are revealed with the results. After Fall 1901 and Fall 1902 a scorecard compares your supply centres with what your opening usually gives against the same bots.</source>
        <translation>Juegas con una potencia; las otras seis son bots. Dan sus órdenes cuando entregas las tuyas, y se revelan con los resultados. Tras el otoño de 1901 y el de 1902, una hoja de resultados compara tus centros de suministro con lo que tu apertura suele dar contra los mismos bots.</translation>
    </message>
    <message>
        <source>Your power:</source>
        <translation>Tu potencia:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Partida:</translation>
    </message>
    <message>
        <source>Bots:</source>
        <translation>Bots:</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>Apertura:</translation>
    </message>
    <message>
        <source>Beginner&apos;s help: count my orders and warn me of likely mistakes before I submit</source>
        <translation>Ayuda para principiantes: cuenta mis órdenes y avísame de posibles errores antes de entregar</translation>
    </message>
    <message>
        <source>Advice on your own orders only; you can always submit. Game &gt; Beginner&apos;s help turns it off or on during the game.</source>
        <translation>Consejos solo sobre tus propias órdenes; siempre puedes entregar. Partida &gt; Ayuda para principiantes la activa o la desactiva durante la partida.</translation>
    </message>
    <message>
        <source>Start practice</source>
        <translation>Empezar la práctica</translation>
    </message>
    <message>
        <source>{first} against {second}, from Spring {year}: you play one of them, one bot the other. The other powers have no units and their supply centres are neutral; {centres} supply centres at the end of a Fall win.</source>
        <translation>{first} contra {second}, desde la primavera de {year}: tú juegas con una de ellas y un bot con la otra. Las demás potencias no tienen unidades y sus centros de suministro son neutrales; gana quien tenga {centres} centros de suministro al final de un otoño.</translation>
    </message>
    <message>
        <source>Easy (DumbBot)</source>
        <translation>Fácil (DumbBot)</translation>
    </message>
    <message>
        <source>Normal (plans its units together)</source>
        <translation>Normal (coordina sus unidades)</translation>
    </message>
    <message>
        <source>Hard (tries its plans against its neighbours&apos;; slower)</source>
        <translation>Difícil (prueba sus planes contra los de sus vecinos; más lento)</translation>
    </message>
    <message>
        <source>Play freely (no opening chosen)</source>
        <translation>Jugar libremente (sin apertura)</translation>
    </message>
    <message>
        <source>{opening} — {share}% of games</source>
        <translation>{opening} — {share}% de las partidas</translation>
    </message>
    <message>
        <source>{opening} — rarely played</source>
        <translation>{opening} — poco jugada</translation>
    </message>
    <message>
        <source>This opening is not measured against {level} bots yet, and too few of {power}&apos;s others are to make an average: the scorecard will have nothing to compare you with.</source>
        <translation>Esta apertura todavía no se ha medido contra bots de nivel {level}, y de las demás de {power} se han medido demasiado pocas para hacer una media: la hoja de resultados no tendrá con qué compararte.</translation>
    </message>
    <message>
        <source>Against {level} bots it usually gives {first} supply centres after Fall 1901 and {second} after Fall 1902 (mean of {games} simulated games, standard errors {error1} and {error2}).</source>
        <translation>Contra bots de nivel {level} suele dar {first} centros de suministro tras el otoño de 1901 y {second} tras el de 1902 (media de {games} partidas simuladas, errores típicos {error1} y {error2}).</translation>
    </message>
    <message>
        <source>This opening is not measured against {level} bots yet: the scorecard will compare you with {power}&apos;s average over its openings, weighted by how often players choose them ({share}% of them measured): {first} supply centres after Fall 1901 and {second} after Fall 1902.</source>
        <translation>Esta apertura todavía no se ha medido contra bots de nivel {level}: la hoja de resultados te comparará con la media de las aperturas de {power}, ponderada según la frecuencia con que los jugadores las eligen (medido el {share}%): {first} centros de suministro tras el otoño de 1901 y {second} tras el de 1902.</translation>
    </message>
    <message>
        <source>No opening book and no scorecard in this game: both come from games of seven powers.</source>
        <translation>En esta partida no hay libro de aperturas ni tarjeta de resultados: ambos provienen de partidas de siete potencias.</translation>
    </message>
    <message>
        <source>You give your own Spring 1901 orders. If they are a named opening, the scorecard says which.</source>
        <translation>Das tus propias órdenes de primavera de 1901. Si forman una apertura con nombre, la hoja de resultados dice cuál.</translation>
    </message>
    <message>
        <source>Chosen in {games} of {total} games in Daniel Loeb&apos;s survey of 1981-85.</source>
        <translation>Elegida en {games} de {total} partidas en el estudio de Daniel Loeb de 1981-85.</translation>
    </message>
    <message>
        <source>Not counted in Daniel Loeb&apos;s survey; bots never open with it.</source>
        <translation>No figura en el estudio de Daniel Loeb; los bots nunca abren con ella.</translation>
    </message>
    <message>
        <source>What usually follows in Fall 1901: {plan}</source>
        <translation>Lo que suele seguir en otoño de 1901: {plan}</translation>
    </message>
    <message>
        <source>Sources:</source>
        <translation>Fuentes:</translation>
    </message>
</context>
<context>
    <name>PracticeSession</name>
    <message>
        <source>&amp;Show the result</source>
        <translation>&amp;Mostrar el resultado</translation>
    </message>
    <message>
        <source>&amp;Continue to {phase}</source>
        <translation>&amp;Continuar a {phase}</translation>
    </message>
    <message>
        <source>&amp;Submit orders</source>
        <translation>&amp;Entregar órdenes</translation>
    </message>
    <message>
        <source>Practice &amp;scorecard</source>
        <translation>&amp;Hoja de resultados de la práctica</translation>
    </message>
    <message>
        <source>&amp;Beginner&apos;s help (count my orders, warn of likely mistakes)</source>
        <translation>&amp;Ayuda para principiantes (contar mis órdenes, avisar de posibles errores)</translation>
    </message>
    <message>
        <source>Submit anyway?</source>
        <translation>¿Entregar de todos modos?</translation>
    </message>
    <message>
        <source>Units or adjustments without an order: {n}. Units hold, retreats disband and the rules choose removals. Submit anyway?</source>
        <translation>Unidades o ajustes sin orden: {n}. Las unidades sin orden se mantienen en posición, las desalojadas sin orden se disuelven y las reglas eligen las eliminaciones. ¿Entregar de todos modos?</translation>
    </message>
    <message>
        <source>Submit orders</source>
        <translation>Entregar órdenes</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Entregar</translation>
    </message>
    <message>
        <source>Keep ordering</source>
        <translation>Seguir dando órdenes</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Práctica</translation>
    </message>
    <message>
        <source>The bot playing {powers} could not give its orders this phase; its units hold.</source>
        <translation>El bot que juega {powers} no pudo dar sus órdenes en esta fase; sus unidades se mantienen.</translation>
    </message>
    <message>
        <source>{power} against six {level} bots</source>
        <translation>{power} contra seis bots de nivel {level}</translation>
    </message>
    <message>
        <source>{game}: {power} against one {level} bot</source>
        <translation>{game}: {power} contra un bot de nivel {level}</translation>
    </message>
    <message>
        <source>the game is over.</source>
        <translation>la partida ha terminado.</translation>
    </message>
    <message>
        <source>Bots are thinking: {done} of {total}</source>
        <translation>Los bots están pensando: {done} de {total}</translation>
    </message>
    <message>
        <source>every order revealed: {phase} resolves on the board. Ctrl+Return shows the result at once.</source>
        <translation>todas las órdenes reveladas: {phase} se resuelve en el tablero. Ctrl+Intro muestra el resultado al momento.</translation>
    </message>
    <message>
        <source>results of {phase}, every power&apos;s orders shown. Ctrl+Return: continue.</source>
        <translation>resultados de {phase}, con las órdenes de todas las potencias. Ctrl+Intro: continuar.</translation>
    </message>
    <message>
        <source>{phase}: your orders, then Submit (Ctrl+Return); the bots order then.</source>
        <translation>{phase}: da tus órdenes y luego Entregar (Ctrl+Intro); entonces ordenan los bots.</translation>
    </message>
    <message>
        <source>{phase}: your orders, then Submit (Ctrl+Return); the bot orders then.</source>
        <translation>{phase}: da tus órdenes y luego Entregar (Ctrl+Intro); entonces ordena el bot.</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Settings not read</source>
        <translation>Configuración no leída</translation>
    </message>
    <message>
        <source>The settings file {file} was not read (it is a pipe, a device or far too large): the game started with its default settings and will not remember changes this time.</source>
        <translation>No se leyó el archivo de configuración {file} (es una tubería, un dispositivo o es demasiado grande): el juego se ha iniciado con la configuración predeterminada y esta vez no recordará los cambios.</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Diplomacy games (*.json);;All files (*)</source>
        <translation>Partidas de Diplomacy (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Abrir una partida</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>moved to {dest} with strength {attack}</source>
        <translation>se movió a {dest} con fuerza {attack}</translation>
    </message>
    <message>
        <source>held</source>
        <translation>se mantuvo</translation>
    </message>
    <message>
        <source>held with strength {strength} against an attack of {attack} by {attacker}</source>
        <translation>se mantuvo en posición con fuerza {strength} frente a un ataque de fuerza {attack} de {attacker}</translation>
    </message>
    <message>
        <source>support given to {supported}</source>
        <translation>apoyo dado a {supported}</translation>
    </message>
    <message>
        <source>convoyed {army} to {dest}</source>
        <translation>transportó {army} a {dest}</translation>
    </message>
    <message>
        <source>retreated to {dest}</source>
        <translation>se retiró a {dest}</translation>
    </message>
    <message>
        <source>disbanded as ordered</source>
        <translation>disuelta según la orden</translation>
    </message>
    <message>
        <source>built {unit}</source>
        <translation>se construye {unit}</translation>
    </message>
    <message>
        <source>removed as ordered</source>
        <translation>eliminada según la orden</translation>
    </message>
    <message>
        <source>build waived</source>
        <translation>renuncia a construir</translation>
    </message>
    <message>
        <source>bounced: strength {attack} against {other}, also moving to {dest} with {prevent}</source>
        <translation>no avanza: fuerza {attack} contra {other}, que también avanzaba sobre {dest} con {prevent}</translation>
    </message>
    <message>
        <source>bounced: strength {attack} against {defender} ({defence}), which was moving to {defender_dest}</source>
        <translation>no avanza: fuerza {attack} contra {defender} ({defence}), que avanzaba sobre {defender_dest}</translation>
    </message>
    <message>
        <source>cannot dislodge {defender}, a unit of the same power</source>
        <translation>no puede desalojar a {defender}, una unidad de la misma potencia</translation>
    </message>
    <message>
        <source>{others} also retreated to {dest}; all are disbanded</source>
        <translation>también se retiraron a {dest}: {others}; todas quedan disueltas</translation>
    </message>
    <message>
        <source>cut: dislodged by {attacker}</source>
        <translation>anulado: desalojada por {attacker}</translation>
    </message>
    <message>
        <source>no effect: {supported} attacks {defender}, a unit of the supporter&apos;s own power</source>
        <translation>sin efecto: {supported} ataca a {defender}, una unidad de la misma potencia que apoya</translation>
    </message>
    <message>
        <source>{supported} was ordered {actual}</source>
        <translation>{supported} recibió la orden de {actual}</translation>
    </message>
    <message>
        <source>{unit} cannot move to {province} itself, so it cannot support there</source>
        <translation>{unit} no puede moverse a {province}, así que no puede apoyar allí</translation>
    </message>
    <message>
        <source>{supported} can only reach {dest} by a convoy the supporter would have to give</source>
        <translation>{supported} solo puede llegar a {dest} con un transporte que tendría que dar quien apoya</translation>
    </message>
    <message>
        <source>there is no unit in {province} to support</source>
        <translation>no hay ninguna unidad en {province} a la que apoyar</translation>
    </message>
    <message>
        <source>{army} was ordered {actual}</source>
        <translation>{army} recibió la orden de {actual}</translation>
    </message>
    <message>
        <source>the convoy of {army} was not used</source>
        <translation>el transporte de {army} no se usó</translation>
    </message>
    <message>
        <source>{unit} cannot be part of a convoy from {src} to {dest}</source>
        <translation>{unit} no puede formar parte de un transporte de {src} a {dest}</translation>
    </message>
    <message>
        <source>no effect: the convoy and an attack on it decide each other; the rules then let the convoy fail</source>
        <translation>sin efecto: el transporte y un ataque contra él dependen el uno del otro; en ese caso las reglas hacen fracasar el transporte</translation>
    </message>
    <message>
        <source>no convoy from {src} to {dest} was ordered</source>
        <translation>no se ordenó ningún transporte de {src} a {dest}</translation>
    </message>
    <message>
        <source>every convoy route was broken ({fleets} dislodged)</source>
        <translation>todas las rutas de transporte quedaron neutralizadas (desalojo de {fleets})</translation>
    </message>
    <message>
        <source>the army stays: its convoy and an attack on it decide each other; the rules let the convoy fail</source>
        <translation>el ejército se queda: su transporte y un ataque contra él dependen el uno del otro; las reglas hacen fracasar el transporte</translation>
    </message>
    <message>
        <source>there is no unit in {location}</source>
        <translation>no hay ninguna unidad en {location}</translation>
    </message>
    <message>
        <source>{unit} belongs to {owner}</source>
        <translation>{unit} pertenece a {owner}</translation>
    </message>
    <message>
        <source>{unit} already has an order</source>
        <translation>{unit} ya tiene una orden</translation>
    </message>
    <message>
        <source>{unit} cannot move to {dest}</source>
        <translation>{unit} no puede moverse a {dest}</translation>
    </message>
    <message>
        <source>say which coast of {province}: {coasts}</source>
        <translation>indica qué costa de {province}: {coasts}</translation>
    </message>
    <message>
        <source>{unit} cannot reach {dest}</source>
        <translation>{unit} no puede llegar a {dest}</translation>
    </message>
    <message>
        <source>an army cannot move to a sea area</source>
        <translation>un ejército no puede moverse a una región marítima</translation>
    </message>
    <message>
        <source>a fleet cannot enter {dest}, which is inland</source>
        <translation>una flota no puede entrar en {dest}, que es una región del interior</translation>
    </message>
    <message>
        <source>no fleets can convoy {unit} to {dest}</source>
        <translation>ninguna flota puede transportar {unit} a {dest}</translation>
    </message>
    <message>
        <source>only a fleet in a sea area can convoy</source>
        <translation>solo una flota en una región marítima puede transportar</translation>
    </message>
    <message>
        <source>only armies can be convoyed</source>
        <translation>solo se pueden transportar ejércitos</translation>
    </message>
    <message>
        <source>a fleet cannot be convoyed</source>
        <translation>una flota no puede ser transportada</translation>
    </message>
    <message>
        <source>a unit cannot move to its own province</source>
        <translation>una unidad no puede moverse a su propia región</translation>
    </message>
    <message>
        <source>{province} may not be entered while Italy is neutral</source>
        <translation>no se puede entrar en {province} mientras Italia sea neutral</translation>
    </message>
    <message>
        <source>moved with strength {attack} against {defence}, dislodging {defender}</source>
        <translation>se movió con fuerza {attack} contra {defence} y desalojó a {defender}</translation>
    </message>
    <message>
        <source>bounced: strength {attack} against {defender}, which held with {defence}</source>
        <translation>no avanza: fuerza {attack} contra {defender}, que se mantuvo con {defence}</translation>
    </message>
    <message>
        <source>cut: attacked by {attacker}</source>
        <translation>anulado: atacada por {attacker}</translation>
    </message>
    <message>
        <source>dislodged by {attacker}: strength {attack} against {defence}</source>
        <translation>desalojada por {attacker}: fuerza {attack} contra {defence}</translation>
    </message>
    <message>
        <source>a unit cannot support itself</source>
        <translation>una unidad no puede apoyarse a sí misma</translation>
    </message>
    <message>
        <source>{order_kind} orders are not given in the {phase} phase</source>
        <translation>las órdenes de {order_kind} no se dan en la fase de {phase}</translation>
    </message>
    <message>
        <source>{unit} was not dislodged</source>
        <translation>{unit} no fue desalojada</translation>
    </message>
    <message>
        <source>{unit} cannot retreat to {dest} ({why})</source>
        <translation>{unit} no puede retirarse a {dest} ({why})</translation>
    </message>
    <message>
        <source>no retreat was ordered, so the unit is disbanded</source>
        <translation>no se ordenó ninguna retirada, así que la unidad se disuelve</translation>
    </message>
    <message>
        <source>nowhere to retreat</source>
        <translation>no tiene adónde retirarse</translation>
    </message>
    <message>
        <source>{province} is not a home centre of {power}</source>
        <translation>{province} no es un centro inicial de {power}</translation>
    </message>
    <message>
        <source>{power} does not control {province}</source>
        <translation>{power} no controla {province}</translation>
    </message>
    <message>
        <source>{province} is occupied</source>
        <translation>{province} está ocupada</translation>
    </message>
    <message>
        <source>{power} has no builds left</source>
        <translation>a {power} no le quedan construcciones</translation>
    </message>
    <message>
        <source>a fleet cannot be built in {province}, which is inland</source>
        <translation>no se puede construir una flota en {province}, que es del interior</translation>
    </message>
    <message>
        <source>a fleet built in {province} needs a coast</source>
        <translation>una flota construida en {province} necesita una costa</translation>
    </message>
    <message>
        <source>{province} already has a build</source>
        <translation>{province} ya tiene una construcción</translation>
    </message>
    <message>
        <source>{power} has no removals left</source>
        <translation>a {power} no le quedan eliminaciones</translation>
    </message>
    <message>
        <source>{power} gave too few removals: the unit farthest from its centres goes (distance {distance})</source>
        <translation>{power} no ordenó suficientes eliminaciones: se elimina la unidad más alejada de sus centros iniciales (distancia {distance})</translation>
    </message>
    <message>
        <source>occupied</source>
        <translation>ocupada</translation>
    </message>
    <message>
        <source>the attacker came from there</source>
        <translation>el atacante vino de allí</translation>
    </message>
    <message>
        <source>left empty by a standoff</source>
        <translation>vacía por un enfrentamiento</translation>
    </message>
    <message>
        <source>not adjacent</source>
        <translation>no es adyacente</translation>
    </message>
    <message>
        <source>to hold</source>
        <translation>mantenerse</translation>
    </message>
    <message>
        <source>to support</source>
        <translation>apoyar</translation>
    </message>
    <message>
        <source>to convoy</source>
        <translation>transportar</translation>
    </message>
    <message>
        <source>hold</source>
        <translation>mantenerse</translation>
    </message>
    <message>
        <source>the convoy failed: {fleets} dislodged</source>
        <translation>el transporte falló: desalojo de {fleets}</translation>
    </message>
    <message>
        <source>move</source>
        <translation>movimiento</translation>
    </message>
    <message>
        <source>support</source>
        <translation>apoyo</translation>
    </message>
    <message>
        <source>convoy</source>
        <translation>transporte</translation>
    </message>
    <message>
        <source>retreat</source>
        <translation>retirada</translation>
    </message>
    <message>
        <source>disband</source>
        <translation>disolución</translation>
    </message>
    <message>
        <source>build</source>
        <translation>construcción</translation>
    </message>
    <message>
        <source>waive</source>
        <translation>renuncia</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>movimientos</translation>
    </message>
    <message>
        <source>adjustment</source>
        <translation>ajustes</translation>
    </message>
    <message>
        <source>to move to {dest}</source>
        <translation>moverse a {dest}</translation>
    </message>
    <message>
        <source>held: the move of {attacker} could not dislodge it</source>
        <translation>se mantuvo en posición: el movimiento de {attacker} no podía desalojarla</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <source>held</source>
        <translation>se mantuvo en posición</translation>
    </message>
    <message>
        <source>no order: the unit held</source>
        <translation>sin orden: la unidad mantuvo su posición</translation>
    </message>
    <message>
        <source>unused build</source>
        <translation>construcción no usada</translation>
    </message>
    <message>
        <source>not built</source>
        <translation>no construida</translation>
    </message>
    <message>
        <source>no build was ordered for this centre</source>
        <translation>no se ordenó construir en este centro</translation>
    </message>
    <message>
        <source>disbanded</source>
        <translation>disuelta</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>eliminada</translation>
    </message>
    <message>
        <source>why?</source>
        <translation>¿por qué?</translation>
    </message>
    <message>
        <source>Open the rule behind this result: {rule}</source>
        <translation>Abre la regla que explica este resultado: {rule}</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Potencia</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Orden</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por qué</translation>
    </message>
    <message>
        <source>Every other unit stays where it is (units: {n}).</source>
        <translation>Todas las demás unidades se quedan donde están (unidades: {n}).</translation>
    </message>
</context>
<context>
    <name>ResultsStep</name>
    <message>
        <source>Adjudication</source>
        <translation>Resolución</translation>
    </message>
    <message>
        <source>Coin toss</source>
        <translation>Lanzamiento de moneda</translation>
    </message>
    <message>
        <source>The coin has been tossed: {power} joins {player}. From Spring {year} {player} orders the units of {power}, and the provinces of {power} may be entered.</source>
        <translation>Se ha lanzado la moneda: {power} se une a {player}. Desde la primavera de {year} {player} da las órdenes a las unidades de {power}, y se puede entrar en las regiones de {power}.</translation>
    </message>
    <message>
        <source>Every order revealed: {phase} resolves on the board. Ctrl+Return shows the result at once.</source>
        <translation>Todas las órdenes reveladas: {phase} se resuelve en el tablero. Ctrl+Intro muestra el resultado de inmediato.</translation>
    </message>
    <message>
        <source>Results of {phase}: every order revealed. Continue (Ctrl+Return) to {next}.</source>
        <translation>Resultados de {phase}: todas las órdenes reveladas. Continuar (Ctrl+Intro) a {next}.</translation>
    </message>
    <message numerus="yes">
        <source>{winners} won with %n supply centres.</source>
        <translation>
            <numerusform>{winners} gana con %n centro de suministro.</numerusform>
            <numerusform>{winners} gana con %n centros de suministro.</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw agreed by every surviving player: {winners}.</source>
        <translation>Empate acordado por todos los jugadores supervivientes: {winners}.</translation>
    </message>
    <message>
        <source>The agreed last year is over. Most supply centres ({n}): {winners}.</source>
        <translation>Ha terminado el último año acordado. Más centros de suministro ({n}): {winners}.</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>The game is over. {result}</source>
        <translation>La partida ha terminado. {result}</translation>
    </message>
    <message>
        <source>Left/Right: look back through the game.</source>
        <translation>Izquierda/Derecha: repasar la partida.</translation>
    </message>
</context>
<context>
    <name>ResultsView</name>
    <message>
        <source>No phase has been adjudicated yet.</source>
        <translation>Todavía no se ha resuelto ninguna fase.</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <source>The orders</source>
        <translation>Las órdenes</translation>
    </message>
    <message>
        <source>Judging the movement phase</source>
        <translation>Ejecución de las órdenes de movimiento</translation>
    </message>
    <message>
        <source>The 22 useful rules</source>
        <translation>Las 22 reglas útiles</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>Retiradas</translation>
    </message>
    <message>
        <source>Supply centres, builds and removals</source>
        <translation>Centros de suministro, construcciones y eliminaciones</translation>
    </message>
    <message>
        <source>{n}. {title}</source>
        <translation>{n}. {title}</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Buscar en las reglas</translation>
    </message>
    <message>
        <source>Keeps the rules whose title or text has every word you type</source>
        <translation>Deja solo las reglas cuyo título o texto contiene todas las palabras escritas</translation>
    </message>
    <message>
        <source>No rule has all these words.</source>
        <translation>Ninguna regla contiene todas estas palabras.</translation>
    </message>
    <message>
        <source>Choose a rule from the list.</source>
        <translation>Elige una regla de la lista.</translation>
    </message>
</context>
<context>
    <name>RulesReferenceDock</name>
    <message>
        <source>Rules reference</source>
        <translation>Reglas del juego</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Reglas del juego</translation>
    </message>
    <message>
        <source>The rules of the game, searchable</source>
        <translation>Las reglas del juego, con búsqueda</translation>
    </message>
</context>
<context>
    <name>SandboxWindow</name>
    <message>
        <source>There is no such place on the board.</source>
        <translation>Ese lugar no existe en el tablero.</translation>
    </message>
    <message>
        <source>An army cannot stand in a sea area ({place}).</source>
        <translation>Un ejército no puede estar en una región marítima ({place}).</translation>
    </message>
    <message>
        <source>A fleet cannot stand in an inland province ({place}).</source>
        <translation>Una flota no puede estar en una región interior ({place}).</translation>
    </message>
    <message>
        <source>A fleet in {place} must be on one of its coasts.</source>
        <translation>Una flota en {place} debe estar en una de sus costas.</translation>
    </message>
    <message>
        <source>There is no unit in {place}.</source>
        <translation>No hay ninguna unidad en {place}.</translation>
    </message>
    <message>
        <source>{place} is not a supply centre.</source>
        <translation>{place} no es un centro de suministro.</translation>
    </message>
    <message>
        <source>Choose a power first.</source>
        <translation>Elige primero una potencia.</translation>
    </message>
    <message>
        <source>That phase does not exist.</source>
        <translation>Esa fase no existe.</translation>
    </message>
    <message>
        <source>A dislodged unit needs the attacker standing in its province: place another power&apos;s unit in {place} first.</source>
        <translation>Una unidad desalojada necesita que el atacante esté en su región: coloca primero una unidad de otra potencia en {place}.</translation>
    </message>
    <message>
        <source>The unit in {place} is of the same power: a power never dislodges its own unit.</source>
        <translation>La unidad de {place} es de la misma potencia: una potencia nunca desaloja una unidad propia.</translation>
    </message>
    <message>
        <source>The attack cannot have come from {place}: it is not next to the dislodged unit.</source>
        <translation>El ataque no puede venir de {place}: no es vecina de la unidad desalojada.</translation>
    </message>
    <message>
        <source>Dislodged units and standoffs belong to a retreat phase: set the phase type to Retreats first.</source>
        <translation>Las unidades desalojadas y los enfrentamientos son de una fase de retirada: elige primero el tipo Retiradas.</translation>
    </message>
    <message>
        <source>Now click the province the attack came from.</source>
        <translation>Ahora haz clic en la región de la que vino el ataque.</translation>
    </message>
    <message>
        <source>Now click where the unit should stand.</source>
        <translation>Ahora haz clic donde debe estar la unidad.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Save the position</source>
        <translation>Guardar la posición</translation>
    </message>
    <message>
        <source>The case file could not be written: {problem}</source>
        <translation>No se pudo escribir el archivo de caso: {problem}</translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation>Guardado {file}.</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>Leyendo {file}…</translation>
    </message>
    <message>
        <source>the order {order} is not its power&apos;s to give</source>
        <translation>la orden {order} no corresponde a la potencia que la da</translation>
    </message>
    <message>
        <source>Open a case file</source>
        <translation>Abrir un archivo de caso</translation>
    </message>
    <message>
        <source>{file} cannot be opened: {problem}</source>
        <translation>No se puede abrir {file}: {problem}</translation>
    </message>
    <message>
        <source>Opened {file}.</source>
        <translation>Abierto {file}.</translation>
    </message>
    <message>
        <source>Save the position as a case file</source>
        <translation>Guardar la posición como archivo de caso</translation>
    </message>
    <message>
        <source>Sandbox — Diplomacy Desktop</source>
        <translation>Tablero de pruebas — Diplomacy Desktop</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>&amp;Open a case file…</source>
        <translation>&amp;Abrir un archivo de caso…</translation>
    </message>
    <message>
        <source>&amp;Save as a case file…</source>
        <translation>&amp;Guardar como archivo de caso…</translation>
    </message>
    <message>
        <source>&amp;Close the sandbox</source>
        <translation>&amp;Cerrar el tablero de pruebas</translation>
    </message>
</context>
<context>
    <name>ScorecardDialog</name>
    <message>
        <source>Practice scorecard — Fall {year}</source>
        <translation>Hoja de resultados de la práctica — otoño de {year}</translation>
    </message>
</context>
<context>
    <name>ScorecardView</name>
    <message>
        <source>Scorecard after Fall {year}</source>
        <translation>Resultados tras el otoño de {year}</translation>
    </message>
    <message>
        <source>{power} against six {level} bots: {n} supply centres.</source>
        <translation>{power} contra seis bots de nivel {level}: {n} centros de suministro.</translation>
    </message>
    <message>
        <source>Gained: {gained}. Lost: {lost}.</source>
        <translation>Ganados: {gained}. Perdidos: {lost}.</translation>
    </message>
    <message>
        <source>How the bots played: {description}</source>
        <translation>Cómo jugaron los bots: {description}</translation>
    </message>
    <message>
        <source>Orders that worked ({n})</source>
        <translation>Órdenes que funcionaron ({n})</translation>
    </message>
    <message>
        <source>Orders that failed ({n})</source>
        <translation>Órdenes que fallaron ({n})</translation>
    </message>
    <message>
        <source>The game goes on: close this card and continue. Game &gt; Practice scorecard shows it again.</source>
        <translation>La partida sigue: cierra esta hoja y continúa. Partida &gt; Hoja de resultados de la práctica la vuelve a mostrar.</translation>
    </message>
    <message>
        <source>Your opening</source>
        <translation>Tu apertura</translation>
    </message>
    <message>
        <source>Your Spring 1901 orders were the {opening}.</source>
        <translation>Tus órdenes de primavera de 1901 fueron la apertura «{opening}».</translation>
    </message>
    <message>
        <source>You played freely: your Spring 1901 orders were not one of the named openings in the book.</source>
        <translation>Jugaste libremente: tus órdenes de primavera de 1901 no fueron ninguna de las aperturas con nombre del libro.</translation>
    </message>
    <message>
        <source>Your Spring 1901 orders were not one of the named openings in the book.</source>
        <translation>Tus órdenes de primavera de 1901 no fueron ninguna de las aperturas con nombre del libro.</translation>
    </message>
    <message>
        <source>You chose the {opening} and then changed its orders.</source>
        <translation>Elegiste la apertura «{opening}» y luego cambiaste sus órdenes.</translation>
    </message>
    <message>
        <source>Sources of the {opening}:</source>
        <translation>Fuentes de la apertura «{opening}»:</translation>
    </message>
    <message>
        <source>Against the usual</source>
        <translation>Comparado con lo habitual</translation>
    </message>
    <message>
        <source>No baseline measured for the {opening} against {level} bots yet.</source>
        <translation>Todavía no hay referencia medida para la apertura «{opening}» contra bots de nivel {level}.</translation>
    </message>
    <message>
        <source>You are compared with {power}&apos;s average over its openings, weighted by how often players choose them ({share}% of them measured): {mean} supply centres after Fall {year} against {level} bots, over {games} simulated games (standard error {stderr}).</source>
        <translation>Se te compara con la media de las aperturas de {power}, ponderada según la frecuencia con que los jugadores las eligen (medido el {share}%): {mean} centros de suministro tras el otoño de {year} contra bots de nivel {level}, en {games} partidas simuladas (error típico {stderr}).</translation>
    </message>
    <message>
        <source>Not enough of {power}&apos;s openings against {level} bots are measured yet, so there is nothing to compare with.</source>
        <translation>Todavía no se han medido suficientes aperturas de {power} contra bots de nivel {level}, así que no hay con qué comparar.</translation>
    </message>
    <message>
        <source>Your orders are compared with the opening you chose, the {opening}.</source>
        <translation>Tus órdenes se comparan con la apertura que elegiste, «{opening}».</translation>
    </message>
    <message>
        <source>Against {level} bots this opening usually gives {mean} supply centres after Fall {year} (mean of {games} simulated games, standard error {stderr}).</source>
        <translation>Contra bots de nivel {level} esta apertura suele dar {mean} centros de suministro tras el otoño de {year} (media de {games} partidas simuladas, error típico {stderr}).</translation>
    </message>
    <message>
        <source>You did better than usual: ahead of {share}% of the simulated games.</source>
        <translation>Lo hiciste mejor de lo habitual: por delante del {share}% de las partidas simuladas.</translation>
    </message>
    <message>
        <source>You did about as well as usual (ahead of {share}% of the simulated games).</source>
        <translation>Lo hiciste más o menos como de costumbre (por delante del {share}% de las partidas simuladas).</translation>
    </message>
    <message>
        <source>You did worse than usual: ahead of only {share}% of the simulated games.</source>
        <translation>Lo hiciste peor de lo habitual: solo por delante del {share}% de las partidas simuladas.</translation>
    </message>
    <message>
        <source>How the baseline was made: in each simulated game {power} played this opening in Spring 1901 against six {level} bots, and from then on the baseline continued the opening with a bot of the same level. So it measures the opening, not a person&apos;s play.</source>
        <translation>Cómo se hizo la referencia: en cada partida simulada {power} jugó esta apertura en la primavera de 1901 contra seis bots de nivel {level}, y a partir de ahí la referencia continuó la apertura con un bot del mismo nivel. Así que mide la apertura, no el juego de una persona.</translation>
    </message>
    <message>
        <source>These figures are out of date: the {level} bots have changed since they were measured on {date}, so take the comparison only as a rough guide.</source>
        <translation>Estas cifras están desfasadas: los bots de nivel {level} han cambiado desde que se midieron el {date}, así que toma la comparación solo como una orientación aproximada.</translation>
    </message>
    <message>
        <source>These figures may be out of date: the baselines file does not say which {level} bots they were measured with, so take the comparison only as a rough guide.</source>
        <translation>Puede que estas cifras estén desfasadas: el archivo de referencias no dice con qué bots de nivel {level} se midieron, así que toma la comparación solo como una orientación aproximada.</translation>
    </message>
    <message>
        <source>Each opening got at least {least} and at most {most} simulated games, more only while the standard error was above {bound} centres. The usual figure lies within two standard errors of the mean about 19 times out of 20.</source>
        <translation>Cada apertura se jugó en al menos {least} y como mucho {most} partidas simuladas, añadiendo más solo mientras el error típico superaba {bound} centros. La cifra habitual queda a menos de dos errores típicos de la media unas 19 veces de cada 20.</translation>
    </message>
    <message>
        <source>Measured on {date}.</source>
        <translation>Medido el {date}.</translation>
    </message>
    <message>
        <source>How the simulated games ended:</source>
        <translation>Cómo terminaron las partidas simuladas:</translation>
    </message>
    <message>
        <source>{n} centres</source>
        <translation>{n} centros</translation>
    </message>
    <message>
        <source>← you</source>
        <translation>← tú</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Ninguna.</translation>
    </message>
    <message>
        <source>(the unit was dislodged by {unit})</source>
        <translation>(la unidad fue desalojada por {unit})</translation>
    </message>
</context>
<context>
    <name>SeatKeeper</name>
    <message>
        <source>Forgotten PIN</source>
        <translation>PIN olvidado</translation>
    </message>
    <message>
        <source>{player} forgot their PIN. If the table agrees, the orders {player} sealed for this phase are discarded unread, {player} sets a new PIN and enters their orders again. Nobody&apos;s orders are shown.</source>
        <translation>{player} ha olvidado su PIN. Si la mesa está de acuerdo, las órdenes que {player} selló en esta fase se descartan sin leerse, {player} elige un PIN nuevo y vuelve a introducir sus órdenes. No se muestran las órdenes de nadie.</translation>
    </message>
    <message>
        <source>Agree: a new PIN for {player}</source>
        <translation>De acuerdo: PIN nuevo para {player}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Damaged PIN lock</source>
        <translation>Datos del PIN dañados</translation>
    </message>
    <message>
        <source>{player}&apos;s PIN lock in the save file is damaged. If the table agrees that {player} is at the keyboard, {player} sets a new PIN and enters their orders for this phase again. Nobody&apos;s orders are shown.</source>
        <translation>Los datos del PIN de {player} en el archivo guardado están dañados. Si la mesa está de acuerdo en que {player} está al teclado, {player} elige un PIN nuevo y vuelve a introducir sus órdenes para esta fase. No se muestran las órdenes de nadie.</translation>
    </message>
    <message>
        <source>The PIN lock of {players} is damaged in the save file, so their PIN cannot be checked and their sealed orders for this phase cannot be used. Nothing of them is shown. At their curtain, {players}: please set a new PIN and enter your orders again. Nothing else is lost.</source>
        <translation>Los datos del PIN de {players} están dañados en el archivo guardado, así que su PIN no se puede comprobar y sus órdenes selladas para esta fase no se pueden usar. No se muestra nada de ellas. Cuando os toque, {players}: por favor, elegid un PIN nuevo y volved a introducir vuestras órdenes. No se pierde nada más.</translation>
    </message>
    <message>
        <source>Damaged orders</source>
        <translation>Órdenes dañadas</translation>
    </message>
    <message>
        <source>The sealed orders of {players} for this phase are damaged or were changed in the save file, so they cannot be used. Nothing of them is shown. {players}: please enter your orders again. Nothing else is lost.</source>
        <translation>Las órdenes selladas de {players} para esta fase están dañadas o se cambiaron en el archivo guardado, así que no se pueden usar. No se muestra nada de ellas. {players}: por favor, volved a introducir vuestras órdenes. No se pierde nada más.</translation>
    </message>
</context>
<context>
    <name>SecretDialog</name>
    <message>
        <source>New PIN for {player}</source>
        <translation>PIN nuevo para {player}</translation>
    </message>
    <message>
        <source>{player}, choose a new PIN or passphrase. Everyone else, please look away.</source>
        <translation>{player}, elige un PIN o frase de contraseña nuevos. Los demás, por favor, no miréis.</translation>
    </message>
    <message>
        <source>New PIN or passphrase:</source>
        <translation>PIN o frase nuevos:</translation>
    </message>
    <message>
        <source>Once more:</source>
        <translation>Otra vez:</translation>
    </message>
    <message>
        <source>Set this PIN</source>
        <translation>Usar este PIN</translation>
    </message>
    <message>
        <source>The two entries differ. Type the same PIN twice.</source>
        <translation>Las dos entradas no coinciden. Escribe el mismo PIN dos veces.</translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message>
        <source>Place an army</source>
        <translation>Colocar un ejército</translation>
    </message>
    <message>
        <source>Place a fleet</source>
        <translation>Colocar una flota</translation>
    </message>
    <message>
        <source>Move a unit</source>
        <translation>Mover una unidad</translation>
    </message>
    <message>
        <source>Remove a unit</source>
        <translation>Quitar una unidad</translation>
    </message>
    <message>
        <source>Set a centre&apos;s owner</source>
        <translation>Elegir el dueño de un centro</translation>
    </message>
    <message>
        <source>Dislodged army</source>
        <translation>Ejército desalojado</translation>
    </message>
    <message>
        <source>Dislodged fleet</source>
        <translation>Flota desalojada</translation>
    </message>
    <message>
        <source>Mark a standoff</source>
        <translation>Marcar un enfrentamiento</translation>
    </message>
    <message>
        <source>Click a province to put an army of the chosen power there.</source>
        <translation>Haz clic en una región para poner allí un ejército de la potencia elegida.</translation>
    </message>
    <message>
        <source>Click a coast or sea to put a fleet of the chosen power there.</source>
        <translation>Haz clic en una costa o un mar para poner allí una flota de la potencia elegida.</translation>
    </message>
    <message>
        <source>Click a unit, then the place it should stand.</source>
        <translation>Haz clic en una unidad y luego en el lugar donde debe estar.</translation>
    </message>
    <message>
        <source>Click a unit to take it off the board.</source>
        <translation>Haz clic en una unidad para quitarla del tablero.</translation>
    </message>
    <message>
        <source>Click a supply centre to give it to the chosen power (or to nobody).</source>
        <translation>Haz clic en un centro de suministro para dárselo a la potencia elegida (o a nadie).</translation>
    </message>
    <message>
        <source>Click the attacker that took the province, then the province the attack came from.</source>
        <translation>Haz clic en el atacante que ocupó la región y luego en la región de la que vino el ataque.</translation>
    </message>
    <message>
        <source>Click a province that a standoff left empty: no unit may retreat there.</source>
        <translation>Haz clic en una región que quedó vacía por un enfrentamiento: ninguna unidad puede retirarse allí.</translation>
    </message>
    <message>
        <source>A click on the board</source>
        <translation>Un clic en el tablero</translation>
    </message>
    <message>
        <source>Power:</source>
        <translation>Potencia:</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source>Season:</source>
        <translation>Estación:</translation>
    </message>
    <message>
        <source>Year:</source>
        <translation>Año:</translation>
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
        <translation>Otoño</translation>
    </message>
    <message>
        <source>Winter</source>
        <translation>Invierno</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movimientos</translation>
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
        <translation>Tablero vacío</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>Undo set-up change</source>
        <translation>Deshacer el cambio</translation>
    </message>
</context>
<context>
    <name>SubmissionStrip</name>
    <message>
        <source>{player}: civil disorder</source>
        <translation>{player}: desorden civil</translation>
    </message>
    <message>
        <source>{player}: saving…</source>
        <translation>{player}: guardando…</translation>
    </message>
    <message>
        <source>{player}: submitted</source>
        <translation>{player}: entregadas</translation>
    </message>
    <message>
        <source>{player}: waiting</source>
        <translation>{player}: pendiente</translation>
    </message>
</context>
<context>
    <name>TableActions</name>
    <message>
        <source>C&amp;hange submitted orders…</source>
        <translation>Cam&amp;biar órdenes entregadas…</translation>
    </message>
    <message>
        <source>Propose a &amp;draw…</source>
        <translation>Proponer un &amp;empate…</translation>
    </message>
    <message>
        <source>History: &amp;previous phase</source>
        <translation>Historial: fase &amp;anterior</translation>
    </message>
    <message>
        <source>History: ne&amp;xt phase</source>
        <translation>Historial: fase &amp;siguiente</translation>
    </message>
    <message>
        <source>History: back to the &amp;game</source>
        <translation>Historial: volver a la &amp;partida</translation>
    </message>
    <message>
        <source>&amp;Submit orders</source>
        <translation>&amp;Entregar órdenes</translation>
    </message>
    <message>
        <source>&amp;Show the result</source>
        <translation>&amp;Mostrar el resultado</translation>
    </message>
    <message>
        <source>&amp;Continue to {phase}</source>
        <translation>&amp;Continuar a {phase}</translation>
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
        <translation>Esperando a {player}.</translation>
    </message>
    <message>
        <source>{player}, your PIN lock in the save file is damaged, so your PIN cannot be checked. With the table&apos;s agreement, set a new PIN, then enter your orders for this phase again.</source>
        <translation>{player}, los datos de tu PIN en el archivo guardado están dañados, así que tu PIN no se puede comprobar. Con el acuerdo de la mesa, elige un PIN nuevo y luego vuelve a introducir tus órdenes para esta fase.</translation>
    </message>
    <message>
        <source>I am {player}: set a new PIN</source>
        <translation>Soy {player}: elegir un PIN nuevo</translation>
    </message>
    <message>
        <source>{player}, your submitted orders were saved locked with your PIN. Enter it so that the phase can be judged.</source>
        <translation>{player}, tus órdenes entregadas se guardaron bloqueadas con tu PIN. Introdúcelo para que se pueda resolver la fase.</translation>
    </message>
    <message>
        <source>Unlock my orders</source>
        <translation>Desbloquear mis órdenes</translation>
    </message>
    <message>
        <source>A draw has been proposed. {player} votes in private; everyone else, please look away.</source>
        <translation>Se ha propuesto un empate. {player} vota en privado; los demás, por favor, no miréis.</translation>
    </message>
    <message>
        <source>I am {player}: vote</source>
        <translation>Soy {player}: votar</translation>
    </message>
    <message>
        <source>Change submitted orders</source>
        <translation>Cambiar órdenes entregadas</translation>
    </message>
    <message>
        <source>Go on without {player} for {phase}? {powers} will be in civil disorder for this phase: their units hold, their dislodged units are disbanded, they build nothing and any removals follow the rules. Orders {player} already gave are discarded unread. Until the last player submits, {player} can still take their powers back with &quot;Change submitted orders&quot;.</source>
        <translation>¿Seguir sin {player} en {phase}? {powers} quedarán en desorden civil en esta fase: sus unidades se mantienen, sus unidades desalojadas se disuelven, no construyen nada y las eliminaciones siguen las reglas. Las órdenes que {player} ya dio se descartan sin leerse. Hasta que entregue el último jugador, {player} aún puede recuperar sus potencias con «Cambiar órdenes entregadas».</translation>
    </message>
    <message>
        <source>Civil disorder</source>
        <translation>Desorden civil</translation>
    </message>
    <message>
        <source>Go on without {player}</source>
        <translation>Seguir sin {player}</translation>
    </message>
    <message>
        <source>Wait for {player}</source>
        <translation>Esperar a {player}</translation>
    </message>
    <message>
        <source>Who wants to change their orders?</source>
        <translation>¿Quién quiere cambiar sus órdenes?</translation>
    </message>
    <message>
        <source>{player}&apos;s turn ({powers}), {phase}: enter your orders, then Submit (Ctrl+Return).</source>
        <translation>Turno de {player} ({powers}), {phase}: da tus órdenes y luego Entregar (Ctrl+Intro).</translation>
    </message>
    <message>
        <source>{power}:</source>
        <comment>a power&apos;s name over the warnings about its orders</comment>
        <translation>{power}:</translation>
    </message>
    <message>
        <source>{power}: builds not used: {n}</source>
        <translation>{power}: construcciones sin usar: {n}</translation>
    </message>
    <message>
        <source>{power}: removals not chosen, which the rules will choose: {n}</source>
        <translation>{power}: eliminaciones sin elegir; las decidirán las reglas: {n}</translation>
    </message>
    <message>
        <source>Submit the orders of {powers}? You can change them until the last player submits.</source>
        <translation>¿Entregar las órdenes de {powers}? Puedes cambiarlas hasta que entregue el último jugador.</translation>
    </message>
    <message>
        <source>Submit orders</source>
        <translation>Entregar órdenes</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Entregar</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Seguir editando</translation>
    </message>
</context>
</TS>
