include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/BuiltinAttributes.td"
include "mlir/IR/BuiltinTypes.td"

def T_Dialect : Dialect {
  let name = "tad";
  let cppNamespace = "::t";
  let usePropertiesForAttributes = 1;
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
}
class T_Op<string mnemonic, list<Trait> traits = []> : Op<T_Dialect, mnemonic, traits>;

def T_Color : I32EnumAttr<"Color", "a color", [
  I32EnumAttrCase<"Red", 0, "red">, I32EnumAttrCase<"Green", 1, "green">,
  I32EnumAttrCase<"Blue", 4, "blue">, I32EnumAttrCase<"Sp", 5, "has space">]> { let cppNamespace = "::t"; }
def T_Pred : I64EnumAttr<"Pred", "a predicate", [
  I64EnumAttrCase<"eq", 0>, I64EnumAttrCase<"ne", 1>, I64EnumAttrCase<"lt", 7>]> { let cppNamespace = "::t"; }
def T_Bits : I32BitEnumAttr<"Bits", "bits", [
  I32BitEnumAttrCaseNone<"none">,
  I32BitEnumAttrCaseBit<"a", 0>,
  I32BitEnumAttrCaseBit<"b", 1>,
  I32BitEnumAttrCaseBit<"c", 2>,
  I32BitEnumAttrCaseGroup<"ab", [I32BitEnumAttrCaseBit<"a", 0>, I32BitEnumAttrCaseBit<"b", 1>]>
]> { let cppNamespace = "::t"; let genSpecializedAttr = 0; let separator = ", "; let printBitEnumPrimaryGroups = 1; }
def T_BitsAttr : EnumAttr<T_Dialect, T_Bits, "bits"> { let assemblyFormat = "`<` $value `>`"; }
def T_IBits : I32BitEnumAttr<"IBits", "ibits", [
  I32BitEnumAttrCaseNone<"none">,
  I32BitEnumAttrCaseBit<"p", 0>,
  I32BitEnumAttrCaseBit<"q", 1>
]> { let cppNamespace = "::t"; let separator = " | "; }
def T_Kind : I32EnumAttr<"Kind", "kind", [
  I32EnumAttrCase<"Add", 0, "add">, I32EnumAttrCase<"Mul", 1, "mul">]> { let cppNamespace = "::t"; let genSpecializedAttr = 0; }
def T_KindAttr : EnumAttr<T_Dialect, T_Kind, "kind"> { let assemblyFormat = "`<` $value `>`"; }
def T_Kind2 : I32EnumAttr<"Kind2", "kind2", [
  I32EnumAttrCase<"Alpha", 0, "alpha">, I32EnumAttrCase<"Beta", 1, "beta">]> { let cppNamespace = "::t"; let genSpecializedAttr = 0; }
def T_KindDefAttr : EnumAttr<T_Dialect, T_Kind2, "kinddef">;

def T_PairAttr : AttrDef<T_Dialect, "Pair"> {
  let mnemonic = "pair";
  let parameters = (ins "int64_t":$count, "::mlir::Type":$type);
  let assemblyFormat = "`<` $count `,` $type `>`";
}
def T_StructAttr : AttrDef<T_Dialect, "Struct"> {
  let mnemonic = "struct";
  let parameters = (ins "int64_t":$a, "::mlir::Type":$b, StringRefParameter<"s">:$s);
  let assemblyFormat = "`<` struct(params) `>`";
}
def T_ParamsAttr : AttrDef<T_Dialect, "Params"> {
  let mnemonic = "params";
  let parameters = (ins "int64_t":$a, "::mlir::Type":$b, "::mlir::Attribute":$c);
  let assemblyFormat = "`<` params `>`";
}
def T_OptAttr : AttrDef<T_Dialect, "Opt"> {
  let mnemonic = "opt";
  let parameters = (ins "::mlir::Type":$type, DefaultValuedParameter<"int64_t", "1">:$count, OptionalParameter<"::mlir::Attribute">:$extra);
  let assemblyFormat = "`<` $type (`x` $count^)? (`,` $extra^)? `>`";
}
def T_KwAttr : AttrDef<T_Dialect, "Kw"> {
  let mnemonic = "kw";
  let parameters = (ins "int64_t":$a, "unsigned":$b);
  let assemblyFormat = "`<` `x` `=` $a `,` `y` `=` $b `>`";
}
def T_UnitAttr : AttrDef<T_Dialect, "Unit"> { let mnemonic = "unit"; }
def T_BareAttr : AttrDef<T_Dialect, "Bare"> {
  let mnemonic = "bare";
  let parameters = (ins "int64_t":$a);
  let assemblyFormat = "$a";
}
def T_EnumParamAttr : AttrDef<T_Dialect, "EnumParam"> {
  let mnemonic = "ep";
  let parameters = (ins EnumParameter<T_Kind>:$k, EnumParameter<T_Bits>:$b, "::mlir::Type":$t);
  let assemblyFormat = "`<` $k `,` $b `,` $t `>`";
}
def T_StructOptAttr : AttrDef<T_Dialect, "StructOpt"> {
  let mnemonic = "sopt";
  let parameters = (ins "int64_t":$a, OptionalParameter<"::mlir::Type">:$b, DefaultValuedParameter<"int64_t", "5">:$c);
  let assemblyFormat = "`<` struct(params) `>`";
}

def T_BoxType : TypeDef<T_Dialect, "Box"> {
  let mnemonic = "box";
  let parameters = (ins "::mlir::Type":$inner, "unsigned":$n);
  let assemblyFormat = "`<` $inner `,` $n `>`";
}
def T_TokType : TypeDef<T_Dialect, "Tok"> { let mnemonic = "tok"; }
def T_StrType : TypeDef<T_Dialect, "Str"> {
  let mnemonic = "str";
  let parameters = (ins StringRefParameter<"s">:$s);
  let assemblyFormat = "`<` $s `>`";
}

def UseColor : T_Op<"color"> { let arguments = (ins T_Color:$c); let assemblyFormat = "$c attr-dict"; }
def UsePred : T_Op<"pred"> { let arguments = (ins T_Pred:$p); let assemblyFormat = "$p attr-dict"; }
def UseIBits : T_Op<"ibits"> { let arguments = (ins T_IBits:$v); let assemblyFormat = "$v attr-dict"; }
def UseBits : T_Op<"bits"> { let arguments = (ins T_BitsAttr:$b, T_KindAttr:$k); let assemblyFormat = "$b $k attr-dict"; }
def UseKindDef : T_Op<"kinddef"> { let arguments = (ins T_KindDefAttr:$k); let assemblyFormat = "$k attr-dict"; }
def UseDefBits : T_Op<"defbits"> { let arguments = (ins DefaultValuedAttr<T_BitsAttr, "::t::Bits::none">:$b); let assemblyFormat = "(`bits` $b^)? attr-dict"; }
def UsePair : T_Op<"pair"> { let arguments = (ins T_PairAttr:$p); let assemblyFormat = "$p attr-dict"; }
def UseBox : T_Op<"box"> { let arguments = (ins AnyType:$x); let results = (outs T_BoxType:$r); let assemblyFormat = "$x attr-dict `:` type($x) `->` type($r)"; }
def T_CheckedAttr : AttrDef<T_Dialect, "Checked"> {
  let mnemonic = "checked";
  let parameters = (ins "int64_t":$n);
  let assemblyFormat = "`<` $n `>`";
  let genVerifyDecl = 1;
}
def T_CheckedType : TypeDef<T_Dialect, "Checked"> {
  let mnemonic = "checked";
  let parameters = (ins "int64_t":$n);
  let assemblyFormat = "`<` $n `>`";
  let genVerifyDecl = 1;
}
