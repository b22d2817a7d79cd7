// Lexer: tabs before the error column (caret alignment).
// flags: --allow-unregistered-dialect
	"foo.op"()	{a =	"\z"} : () -> ()
