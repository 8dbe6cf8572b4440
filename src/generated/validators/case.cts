// Generated from schemas/case.schema.json by scripts/generate-types.mjs (Ajv standalone code). Do not edit by hand.
// @ts-nocheck
"use strict";
exports.root = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://stringent.dev/schemas/case.schema.json","title":"CaseFile","description":"One file of cases/: the cases of one requirement family. Each case is minimal (it breaks one thing, or nothing), cites the requirement it is about, and lists exactly the requirement IDs it must yield. A case states only its difference: its data names a base fixture of cases/fixtures/ (or a generator) and gives an RFC 6902 JSON Patch.","type":"object","required":["family","cases"],"additionalProperties":false,"properties":{"$schema":{"type":"string"},"family":{"enum":["transport","urls","pagination","statistics","components","snapshots"]},"description":{"type":"string"},"cases":{"type":"array","minItems":1,"items":{"$ref":"#/$defs/case"}}},"$defs":{"case":{"title":"Case","description":"A case as written: its documents and exchanges may name base fixtures and generators (see template).","type":"object","required":["description","requirement","expect"],"additionalProperties":false,"properties":{"description":{"$ref":"#/$defs/description"},"requirement":{"$ref":"#/$defs/requirement"},"options":{"$ref":"#/$defs/options"},"documents":{"type":"array","minItems":1,"description":"JSON documents checked offline, as validate does. A case has documents or exchanges, not both.","items":{"title":"CaseDocumentTemplate","type":"object","required":["kind","body"],"additionalProperties":false,"properties":{"kind":{"$ref":"#/$defs/documentKind"},"url":{"type":"string"},"body":{"$ref":"#/$defs/template"}}}},"exchanges":{"type":"array","minItems":1,"description":"Recorded exchanges, checked as check does (rechecks included, in order). Each is a template that expands to one exchange (exchange.schema.json).","items":{"$ref":"#/$defs/template"}},"expect":{"$ref":"#/$defs/expect"},"notes":{"$ref":"#/$defs/notes"}}},"expandedCase":{"title":"ExpandedCase","description":"A case with every base and generator expanded and every patch applied: what the engine is fed.","type":"object","required":["description","requirement","expect"],"additionalProperties":false,"properties":{"description":{"$ref":"#/$defs/description"},"requirement":{"$ref":"#/$defs/requirement"},"options":{"$ref":"#/$defs/options"},"documents":{"type":"array","minItems":1,"items":{"title":"CaseDocument","type":"object","required":["kind","body"],"additionalProperties":false,"properties":{"kind":{"$ref":"#/$defs/documentKind"},"url":{"type":"string"},"body":{}}}},"exchanges":{"type":"array","minItems":1,"items":{"$ref":"exchange.schema.json"}},"expect":{"$ref":"#/$defs/expect"},"notes":{"$ref":"#/$defs/notes"}}},"description":{"type":"string","minLength":1,"description":"What is true of the input, e.g. 'page 2 without previous is invalid'."},"requirement":{"type":"string","pattern":"^[A-Z]+(-[A-Z0-9]+)+$","description":"The requirement the case is about."},"options":{"title":"CaseOptions","type":"object","additionalProperties":false,"description":"Engine options; baseUrl defaults to http://weblate.test/.","properties":{"baseUrl":{"type":"string"},"webBaseUrl":{"type":"string"},"componentPageSize":{"type":"integer","minimum":1}}},"documentKind":{"enum":["component-list","component","statistics","statistics-item"]},"expect":{"$ref":"#/$defs/ids","description":"Exactly the requirement IDs with findings at error or warning severity; [] for a clean case."},"notes":{"$ref":"#/$defs/ids","description":"Exactly the requirement IDs with findings at note severity; [] when absent."},"ids":{"type":"array","uniqueItems":true,"items":{"type":"string","pattern":"^[A-Z]+(-[A-Z0-9]+)+$"}},"template":{"description":"Any JSON value, in which an object holding $base or $generate is a directive: it stands for the value it expands to.","anyOf":[{"$ref":"#/$defs/base"},{"$ref":"#/$defs/generate"},{"type":"array","items":{"$ref":"#/$defs/template"}},{"type":"object","not":{"anyOf":[{"required":["$base"]},{"required":["$generate"]}]},"additionalProperties":{"$ref":"#/$defs/template"}},{"type":["string","number","boolean","null"]}]},"base":{"title":"BaseDirective","description":"The fixture cases/fixtures/<$base>.json, rebased, with the patch applied.","type":"object","required":["$base"],"additionalProperties":false,"properties":{"$base":{"$ref":"#/$defs/fixtureName"},"rebase":{"$ref":"#/$defs/rebase"},"patch":{"$ref":"#/$defs/patch"}}},"generate":{"title":"GenerateDirective","description":"A value made by a named generator of src/run/cases.ts from the fixtures, rebased, with the patch applied.","type":"object","required":["$generate"],"properties":{"$generate":{"enum":["statistics-items","component","json-text"]}},"oneOf":[{"description":"statistics-items: items of the statistics list of the component project/slug, each the fixture item (default statistics-item-complete) with code, name, url and translate_url set: either count languages of the fixture languages from index from on (named as there), or one item per code of codes (named by its code).","required":["$generate","component"],"oneOf":[{"required":["count"]},{"required":["codes"]}],"not":{"required":["codes","from"]},"additionalProperties":false,"properties":{"$generate":{"const":"statistics-items"},"component":{"type":"string","pattern":"^[a-z0-9_-]+/[a-z0-9_-]+$"},"item":{"$ref":"#/$defs/fixtureName"},"from":{"type":"integer","minimum":0},"count":{"type":"integer","minimum":1},"codes":{"type":"array","minItems":1,"items":{"type":"string","minLength":1}},"rebase":{"$ref":"#/$defs/rebase"},"patch":{"$ref":"#/$defs/patch"}}},{"description":"json-text: the JSON text of value (serialized without spaces), e.g. a body that is a JSON document.","required":["$generate","value"],"additionalProperties":false,"properties":{"$generate":{"const":"json-text"},"value":{"$ref":"#/$defs/template"}}},{"description":"component: the list-shaped record of the fixture component-android renamed to slug, name and id (its addresses, file paths and add-on follow).","required":["$generate","slug","name","id"],"additionalProperties":false,"properties":{"$generate":{"const":"component"},"slug":{"type":"string","pattern":"^[a-z0-9_-]+$"},"name":{"type":"string"},"id":{"type":"integer"},"rebase":{"$ref":"#/$defs/rebase"},"patch":{"$ref":"#/$defs/patch"}}}]},"fixtureName":{"type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","description":"The name of a file of cases/fixtures/, without .json."},"rebase":{"description":"Addresses moved under another base before the patch applies: every string of the value that starts with a key (an absolute URL prefix; the first key that matches) gets that prefix replaced by the key's value, e.g. { \"http://weblate.test/\": \"http://weblate.test/weblate/\" }.","type":"object","minProperties":1,"propertyNames":{"pattern":"^https?://"},"additionalProperties":{"type":"string","pattern":"^https?://"}},"patch":{"description":"An RFC 6902 JSON Patch applied to the expanded value; values may themselves be templates.","type":"array","minItems":1,"items":{"title":"PatchOperation","type":"object","required":["op","path"],"additionalProperties":false,"properties":{"op":{"enum":["add","remove","replace","move","copy","test"]},"path":{"$ref":"#/$defs/pointer"},"from":{"$ref":"#/$defs/pointer"},"value":{"$ref":"#/$defs/template"}},"allOf":[{"if":{"properties":{"op":{"enum":["add","replace","test"]}}},"then":{"required":["value"],"not":{"required":["from"]}}},{"if":{"properties":{"op":{"enum":["move","copy"]}}},"then":{"required":["from"],"not":{"required":["value"]}}},{"if":{"properties":{"op":{"const":"remove"}}},"then":{"not":{"anyOf":[{"required":["from"]},{"required":["value"]}]}}}]}},"pointer":{"type":"string","pattern":"^(/([^~/]|~[01])*)*$","description":"An RFC 6901 JSON Pointer."}}};
const schema32 = {"title":"Case","description":"A case as written: its documents and exchanges may name base fixtures and generators (see template).","type":"object","required":["description","requirement","expect"],"additionalProperties":false,"properties":{"description":{"$ref":"#/$defs/description"},"requirement":{"$ref":"#/$defs/requirement"},"options":{"$ref":"#/$defs/options"},"documents":{"type":"array","minItems":1,"description":"JSON documents checked offline, as validate does. A case has documents or exchanges, not both.","items":{"title":"CaseDocumentTemplate","type":"object","required":["kind","body"],"additionalProperties":false,"properties":{"kind":{"$ref":"#/$defs/documentKind"},"url":{"type":"string"},"body":{"$ref":"#/$defs/template"}}}},"exchanges":{"type":"array","minItems":1,"description":"Recorded exchanges, checked as check does (rechecks included, in order). Each is a template that expands to one exchange (exchange.schema.json).","items":{"$ref":"#/$defs/template"}},"expect":{"$ref":"#/$defs/expect"},"notes":{"$ref":"#/$defs/notes"}}};
const schema33 = {"type":"string","minLength":1,"description":"What is true of the input, e.g. 'page 2 without previous is invalid'."};
const schema34 = {"type":"string","pattern":"^[A-Z]+(-[A-Z0-9]+)+$","description":"The requirement the case is about."};
const schema35 = {"title":"CaseOptions","type":"object","additionalProperties":false,"description":"Engine options; baseUrl defaults to http://weblate.test/.","properties":{"baseUrl":{"type":"string"},"webBaseUrl":{"type":"string"},"componentPageSize":{"type":"integer","minimum":1}}};
const schema36 = {"enum":["component-list","component","statistics","statistics-item"]};
const schema48 = {"type":"array","uniqueItems":true,"items":{"type":"string","pattern":"^[A-Z]+(-[A-Z0-9]+)+$"}};
const func1 = require("ajv/dist/runtime/ucs2length").default;
const pattern4 = new RegExp("^[A-Z]+(-[A-Z0-9]+)+$", "u");
const schema37 = {"description":"Any JSON value, in which an object holding $base or $generate is a directive: it stands for the value it expands to.","anyOf":[{"$ref":"#/$defs/base"},{"$ref":"#/$defs/generate"},{"type":"array","items":{"$ref":"#/$defs/template"}},{"type":"object","not":{"anyOf":[{"required":["$base"]},{"required":["$generate"]}]},"additionalProperties":{"$ref":"#/$defs/template"}},{"type":["string","number","boolean","null"]}]};
const schema38 = {"title":"BaseDirective","description":"The fixture cases/fixtures/<$base>.json, rebased, with the patch applied.","type":"object","required":["$base"],"additionalProperties":false,"properties":{"$base":{"$ref":"#/$defs/fixtureName"},"rebase":{"$ref":"#/$defs/rebase"},"patch":{"$ref":"#/$defs/patch"}}};
const schema39 = {"type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","description":"The name of a file of cases/fixtures/, without .json."};
const schema40 = {"description":"Addresses moved under another base before the patch applies: every string of the value that starts with a key (an absolute URL prefix; the first key that matches) gets that prefix replaced by the key's value, e.g. { \"http://weblate.test/\": \"http://weblate.test/weblate/\" }.","type":"object","minProperties":1,"propertyNames":{"pattern":"^https?://"},"additionalProperties":{"type":"string","pattern":"^https?://"}};
const pattern5 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern6 = new RegExp("^https?://", "u");
const schema41 = {"description":"An RFC 6902 JSON Patch applied to the expanded value; values may themselves be templates.","type":"array","minItems":1,"items":{"title":"PatchOperation","type":"object","required":["op","path"],"additionalProperties":false,"properties":{"op":{"enum":["add","remove","replace","move","copy","test"]},"path":{"$ref":"#/$defs/pointer"},"from":{"$ref":"#/$defs/pointer"},"value":{"$ref":"#/$defs/template"}},"allOf":[{"if":{"properties":{"op":{"enum":["add","replace","test"]}}},"then":{"required":["value"],"not":{"required":["from"]}}},{"if":{"properties":{"op":{"enum":["move","copy"]}}},"then":{"required":["from"],"not":{"required":["value"]}}},{"if":{"properties":{"op":{"const":"remove"}}},"then":{"not":{"anyOf":[{"required":["from"]},{"required":["value"]}]}}}]}};
const schema42 = {"type":"string","pattern":"^(/([^~/]|~[01])*)*$","description":"An RFC 6901 JSON Pointer."};
const pattern8 = new RegExp("^(/([^~/]|~[01])*)*$", "u");
const wrapper0 = {validate: validate22};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
if(data.length < 1){
const err0 = {instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs4 = errors;
let valid3 = true;
const _errs5 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.op !== undefined){
let data1 = data0.op;
if(!(((data1 === "add") || (data1 === "replace")) || (data1 === "test"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var _valid0 = _errs5 === errors;
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs7 = errors;
const _errs8 = errors;
const _errs9 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.from === undefined) && (missing0 = "from")){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var valid5 = _errs9 === errors;
if(valid5){
const err3 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/allOf/0/then/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.value === undefined){
const err4 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/allOf/0/then/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid3 = _valid0;
}
if(!valid3){
const err5 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs11 = errors;
let valid6 = true;
const _errs12 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.op !== undefined){
let data2 = data0.op;
if(!((data2 === "move") || (data2 === "copy"))){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
var _valid1 = _errs12 === errors;
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs14 = errors;
const _errs15 = errors;
const _errs16 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((data0.value === undefined) && (missing1 = "value")){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var valid8 = _errs16 === errors;
if(valid8){
const err8 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/allOf/1/then/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.from === undefined){
const err9 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/allOf/1/then/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid1 = _errs14 === errors;
valid6 = _valid1;
}
if(!valid6){
const err10 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const _errs18 = errors;
let valid9 = true;
const _errs19 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.op !== undefined){
if("remove" !== data0.op){
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
var _valid2 = _errs19 === errors;
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs21 = errors;
const _errs22 = errors;
const _errs23 = errors;
const _errs24 = errors;
let valid12 = false;
const _errs25 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing2;
if((data0.from === undefined) && (missing2 = "from")){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
var _valid3 = _errs25 === errors;
valid12 = valid12 || _valid3;
const _errs26 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing3;
if((data0.value === undefined) && (missing3 = "value")){
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var _valid3 = _errs26 === errors;
valid12 = valid12 || _valid3;
if(!valid12){
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
var valid11 = _errs23 === errors;
if(valid11){
const err15 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/allOf/2/then/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
var _valid2 = _errs21 === errors;
valid9 = _valid2;
}
if(!valid9){
const err16 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.op === undefined){
const err17 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "op"},message:"must have required property '"+"op"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data0.path === undefined){
const err18 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key0 in data0){
if(!((((key0 === "op") || (key0 === "path")) || (key0 === "from")) || (key0 === "value"))){
const err19 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data0.op !== undefined){
let data4 = data0.op;
if(!((((((data4 === "add") || (data4 === "remove")) || (data4 === "replace")) || (data4 === "move")) || (data4 === "copy")) || (data4 === "test"))){
const err20 = {instancePath:instancePath+"/" + i0+"/op",schemaPath:"#/items/properties/op/enum",keyword:"enum",params:{allowedValues: schema41.items.properties.op.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data0.path !== undefined){
let data5 = data0.path;
if(typeof data5 === "string"){
if(!pattern8.test(data5)){
const err21 = {instancePath:instancePath+"/" + i0+"/path",schemaPath:"#/$defs/pointer/pattern",keyword:"pattern",params:{pattern: "^(/([^~/]|~[01])*)*$"},message:"must match pattern \""+"^(/([^~/]|~[01])*)*$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/" + i0+"/path",schemaPath:"#/$defs/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data0.from !== undefined){
let data6 = data0.from;
if(typeof data6 === "string"){
if(!pattern8.test(data6)){
const err23 = {instancePath:instancePath+"/" + i0+"/from",schemaPath:"#/$defs/pointer/pattern",keyword:"pattern",params:{pattern: "^(/([^~/]|~[01])*)*$"},message:"must match pattern \""+"^(/([^~/]|~[01])*)*$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/" + i0+"/from",schemaPath:"#/$defs/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data0.value !== undefined){
if(!(wrapper0.validate(data0.value, {instancePath:instancePath+"/" + i0+"/value",parentData:data0,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
}
}
else {
const err25 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.$base === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "$base"},message:"must have required property '"+"$base"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "$base") || (key0 === "rebase")) || (key0 === "patch"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.$base !== undefined){
let data0 = data.$base;
if(typeof data0 === "string"){
if(!pattern5.test(data0)){
const err2 = {instancePath:instancePath+"/$base",schemaPath:"#/$defs/fixtureName/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/$base",schemaPath:"#/$defs/fixtureName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.rebase !== undefined){
let data1 = data.rebase;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(Object.keys(data1).length < 1){
const err4 = {instancePath:instancePath+"/rebase",schemaPath:"#/$defs/rebase/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 in data1){
const _errs8 = errors;
if(typeof key1 === "string"){
if(!pattern6.test(key1)){
const err5 = {instancePath:instancePath+"/rebase",schemaPath:"#/$defs/rebase/propertyNames/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var valid3 = _errs8 === errors;
if(!valid3){
const err6 = {instancePath:instancePath+"/rebase",schemaPath:"#/$defs/rebase/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
for(const key2 in data1){
let data2 = data1[key2];
if(typeof data2 === "string"){
if(!pattern6.test(data2)){
const err7 = {instancePath:instancePath+"/rebase/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/rebase/additionalProperties/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/rebase/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/rebase/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/rebase",schemaPath:"#/$defs/rebase/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.patch !== undefined){
if(!(validate24(data.patch, {instancePath:instancePath+"/patch",parentData:data,parentDataProperty:"patch",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema44 = {"title":"GenerateDirective","description":"A value made by a named generator of src/run/cases.ts from the fixtures, rebased, with the patch applied.","type":"object","required":["$generate"],"properties":{"$generate":{"enum":["statistics-items","component","json-text"]}},"oneOf":[{"description":"statistics-items: items of the statistics list of the component project/slug, each the fixture item (default statistics-item-complete) with code, name, url and translate_url set: either count languages of the fixture languages from index from on (named as there), or one item per code of codes (named by its code).","required":["$generate","component"],"oneOf":[{"required":["count"]},{"required":["codes"]}],"not":{"required":["codes","from"]},"additionalProperties":false,"properties":{"$generate":{"const":"statistics-items"},"component":{"type":"string","pattern":"^[a-z0-9_-]+/[a-z0-9_-]+$"},"item":{"$ref":"#/$defs/fixtureName"},"from":{"type":"integer","minimum":0},"count":{"type":"integer","minimum":1},"codes":{"type":"array","minItems":1,"items":{"type":"string","minLength":1}},"rebase":{"$ref":"#/$defs/rebase"},"patch":{"$ref":"#/$defs/patch"}}},{"description":"json-text: the JSON text of value (serialized without spaces), e.g. a body that is a JSON document.","required":["$generate","value"],"additionalProperties":false,"properties":{"$generate":{"const":"json-text"},"value":{"$ref":"#/$defs/template"}}},{"description":"component: the list-shaped record of the fixture component-android renamed to slug, name and id (its addresses, file paths and add-on follow).","required":["$generate","slug","name","id"],"additionalProperties":false,"properties":{"$generate":{"const":"component"},"slug":{"type":"string","pattern":"^[a-z0-9_-]+$"},"name":{"type":"string"},"id":{"type":"integer"},"rebase":{"$ref":"#/$defs/rebase"},"patch":{"$ref":"#/$defs/patch"}}}]};
const pattern10 = new RegExp("^[a-z0-9_-]+/[a-z0-9_-]+$", "u");
const pattern14 = new RegExp("^[a-z0-9_-]+$", "u");

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = false;
let passing0 = null;
const _errs2 = errors;
const _errs3 = errors;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.codes === undefined) && (missing0 = "codes")) || ((data.from === undefined) && (missing0 = "from"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid1 = _errs4 === errors;
if(valid1){
const err1 = {instancePath,schemaPath:"#/oneOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
const _errs5 = errors;
let valid2 = false;
let passing1 = null;
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.count === undefined){
const err2 = {instancePath,schemaPath:"#/oneOf/0/oneOf/0/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid1 = _errs6 === errors;
if(_valid1){
valid2 = true;
passing1 = 0;
}
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.codes === undefined){
const err3 = {instancePath,schemaPath:"#/oneOf/0/oneOf/1/required",keyword:"required",params:{missingProperty: "codes"},message:"must have required property '"+"codes"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid1 = _errs7 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid2 = true;
passing1 = 1;
}
}
if(!valid2){
const err4 = {instancePath,schemaPath:"#/oneOf/0/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.$generate === undefined){
const err5 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "$generate"},message:"must have required property '"+"$generate"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.component === undefined){
const err6 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "component"},message:"must have required property '"+"component"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "$generate") || (key0 === "component")) || (key0 === "item")) || (key0 === "from")) || (key0 === "count")) || (key0 === "codes")) || (key0 === "rebase")) || (key0 === "patch"))){
const err7 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.$generate !== undefined){
if("statistics-items" !== data.$generate){
const err8 = {instancePath:instancePath+"/$generate",schemaPath:"#/oneOf/0/properties/%24generate/const",keyword:"const",params:{allowedValue: "statistics-items"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.component !== undefined){
let data1 = data.component;
if(typeof data1 === "string"){
if(!pattern10.test(data1)){
const err9 = {instancePath:instancePath+"/component",schemaPath:"#/oneOf/0/properties/component/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9_-]+/[a-z0-9_-]+$"},message:"must match pattern \""+"^[a-z0-9_-]+/[a-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/component",schemaPath:"#/oneOf/0/properties/component/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.item !== undefined){
let data2 = data.item;
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
const err11 = {instancePath:instancePath+"/item",schemaPath:"#/$defs/fixtureName/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/item",schemaPath:"#/$defs/fixtureName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.from !== undefined){
let data3 = data.from;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err13 = {instancePath:instancePath+"/from",schemaPath:"#/oneOf/0/properties/from/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/from",schemaPath:"#/oneOf/0/properties/from/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.count !== undefined){
let data4 = data.count;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err15 = {instancePath:instancePath+"/count",schemaPath:"#/oneOf/0/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/count",schemaPath:"#/oneOf/0/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data.codes !== undefined){
let data5 = data.codes;
if(Array.isArray(data5)){
if(data5.length < 1){
const err17 = {instancePath:instancePath+"/codes",schemaPath:"#/oneOf/0/properties/codes/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(typeof data6 === "string"){
if(func1(data6) < 1){
const err18 = {instancePath:instancePath+"/codes/" + i0,schemaPath:"#/oneOf/0/properties/codes/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/codes/" + i0,schemaPath:"#/oneOf/0/properties/codes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/codes",schemaPath:"#/oneOf/0/properties/codes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.rebase !== undefined){
let data7 = data.rebase;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(Object.keys(data7).length < 1){
const err21 = {instancePath:instancePath+"/rebase",schemaPath:"#/$defs/rebase/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key1 in data7){
const _errs26 = errors;
if(typeof key1 === "string"){
if(!pattern6.test(key1)){
const err22 = {instancePath:instancePath+"/rebase",schemaPath:"#/$defs/rebase/propertyNames/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
var valid8 = _errs26 === errors;
if(!valid8){
const err23 = {instancePath:instancePath+"/rebase",schemaPath:"#/$defs/rebase/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
for(const key2 in data7){
let data8 = data7[key2];
if(typeof data8 === "string"){
if(!pattern6.test(data8)){
const err24 = {instancePath:instancePath+"/rebase/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/rebase/additionalProperties/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/rebase/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/rebase/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/rebase",schemaPath:"#/$defs/rebase/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.patch !== undefined){
if(!(validate24(data.patch, {instancePath:instancePath+"/patch",parentData:data,parentDataProperty:"patch",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs2 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = true;
}
const _errs31 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.$generate === undefined){
const err27 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "$generate"},message:"must have required property '"+"$generate"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data.value === undefined){
const err28 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key3 in data){
if(!((key3 === "$generate") || (key3 === "value"))){
const err29 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.$generate !== undefined){
if("json-text" !== data.$generate){
const err30 = {instancePath:instancePath+"/$generate",schemaPath:"#/oneOf/1/properties/%24generate/const",keyword:"const",params:{allowedValue: "json-text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.value !== undefined){
if(!(wrapper0.validate(data.value, {instancePath:instancePath+"/value",parentData:data,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs31 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
if(props0 !== true){
props0 = true;
}
}
const _errs35 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.$generate === undefined){
const err31 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "$generate"},message:"must have required property '"+"$generate"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.slug === undefined){
const err32 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data.name === undefined){
const err33 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data.id === undefined){
const err34 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
for(const key4 in data){
if(!((((((key4 === "$generate") || (key4 === "slug")) || (key4 === "name")) || (key4 === "id")) || (key4 === "rebase")) || (key4 === "patch"))){
const err35 = {instancePath,schemaPath:"#/oneOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.$generate !== undefined){
if("component" !== data.$generate){
const err36 = {instancePath:instancePath+"/$generate",schemaPath:"#/oneOf/2/properties/%24generate/const",keyword:"const",params:{allowedValue: "component"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.slug !== undefined){
let data13 = data.slug;
if(typeof data13 === "string"){
if(!pattern14.test(data13)){
const err37 = {instancePath:instancePath+"/slug",schemaPath:"#/oneOf/2/properties/slug/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9_-]+$"},message:"must match pattern \""+"^[a-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/slug",schemaPath:"#/oneOf/2/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err39 = {instancePath:instancePath+"/name",schemaPath:"#/oneOf/2/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.id !== undefined){
let data15 = data.id;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err40 = {instancePath:instancePath+"/id",schemaPath:"#/oneOf/2/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.rebase !== undefined){
let data16 = data.rebase;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(Object.keys(data16).length < 1){
const err41 = {instancePath:instancePath+"/rebase",schemaPath:"#/$defs/rebase/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
for(const key5 in data16){
const _errs47 = errors;
if(typeof key5 === "string"){
if(!pattern6.test(key5)){
const err42 = {instancePath:instancePath+"/rebase",schemaPath:"#/$defs/rebase/propertyNames/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\"",propertyName:key5};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
var valid13 = _errs47 === errors;
if(!valid13){
const err43 = {instancePath:instancePath+"/rebase",schemaPath:"#/$defs/rebase/propertyNames",keyword:"propertyNames",params:{propertyName: key5},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
for(const key6 in data16){
let data17 = data16[key6];
if(typeof data17 === "string"){
if(!pattern6.test(data17)){
const err44 = {instancePath:instancePath+"/rebase/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/rebase/additionalProperties/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/rebase/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/rebase/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/rebase",schemaPath:"#/$defs/rebase/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.patch !== undefined){
if(!(validate24(data.patch, {instancePath:instancePath+"/patch",parentData:data,parentDataProperty:"patch",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs35 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
if(props0 !== true){
props0 = true;
}
}
}
}
if(!valid0){
const err47 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.$generate === undefined){
const err48 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "$generate"},message:"must have required property '"+"$generate"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.$generate = true;
}
if(data.$generate !== undefined){
let data19 = data.$generate;
if(!(((data19 === "statistics-items") || (data19 === "component")) || (data19 === "json-text"))){
const err49 = {instancePath:instancePath+"/$generate",schemaPath:"#/properties/%24generate/enum",keyword:"enum",params:{allowedValues: schema44.properties.$generate.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
validate27.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate27.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate23(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = true;
}
const _errs2 = errors;
if(!(validate27(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
else {
var props1 = validate27.evaluated.props;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
}
const _errs3 = errors;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(wrapper0.validate(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var items1 = true;
}
const _errs6 = errors;
const _errs8 = errors;
const _errs9 = errors;
const _errs10 = errors;
let valid4 = false;
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.$base === undefined) && (missing0 = "$base")){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid1 = _errs11 === errors;
valid4 = valid4 || _valid1;
const _errs12 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.$generate === undefined) && (missing1 = "$generate")){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid1 = _errs12 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
var valid3 = _errs9 === errors;
if(valid3){
const err4 = {instancePath,schemaPath:"#/anyOf/3/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(wrapper0.validate(data[key0], {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs15 = errors;
if((((typeof data !== "string") && (!((typeof data == "number") && (isFinite(data))))) && (typeof data !== "boolean")) && (data !== null)){
const err6 = {instancePath,schemaPath:"#/anyOf/4/type",keyword:"type",params:{type: schema37.anyOf[4].type},message:"must be string,number,boolean,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err7 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate22.errors = vErrors;
evaluated0.props = props0;
evaluated0.items = items1;
return errors === 0;
}
validate22.evaluated = {"dynamicProps":true,"dynamicItems":true};


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.description === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.requirement === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requirement"},message:"must have required property '"+"requirement"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.expect === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expect"},message:"must have required property '"+"expect"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "description") || (key0 === "requirement")) || (key0 === "options")) || (key0 === "documents")) || (key0 === "exchanges")) || (key0 === "expect")) || (key0 === "notes"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.description !== undefined){
let data0 = data.description;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/description",schemaPath:"#/$defs/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/$defs/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.requirement !== undefined){
let data1 = data.requirement;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err6 = {instancePath:instancePath+"/requirement",schemaPath:"#/$defs/requirement/pattern",keyword:"pattern",params:{pattern: "^[A-Z]+(-[A-Z0-9]+)+$"},message:"must match pattern \""+"^[A-Z]+(-[A-Z0-9]+)+$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/requirement",schemaPath:"#/$defs/requirement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.options !== undefined){
let data2 = data.options;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
if(!(((key1 === "baseUrl") || (key1 === "webBaseUrl")) || (key1 === "componentPageSize"))){
const err8 = {instancePath:instancePath+"/options",schemaPath:"#/$defs/options/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.baseUrl !== undefined){
if(typeof data2.baseUrl !== "string"){
const err9 = {instancePath:instancePath+"/options/baseUrl",schemaPath:"#/$defs/options/properties/baseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.webBaseUrl !== undefined){
if(typeof data2.webBaseUrl !== "string"){
const err10 = {instancePath:instancePath+"/options/webBaseUrl",schemaPath:"#/$defs/options/properties/webBaseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.componentPageSize !== undefined){
let data5 = data2.componentPageSize;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err11 = {instancePath:instancePath+"/options/componentPageSize",schemaPath:"#/$defs/options/properties/componentPageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err12 = {instancePath:instancePath+"/options/componentPageSize",schemaPath:"#/$defs/options/properties/componentPageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
else {
const err13 = {instancePath:instancePath+"/options",schemaPath:"#/$defs/options/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.documents !== undefined){
let data6 = data.documents;
if(Array.isArray(data6)){
if(data6.length < 1){
const err14 = {instancePath:instancePath+"/documents",schemaPath:"#/properties/documents/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.kind === undefined){
const err15 = {instancePath:instancePath+"/documents/" + i0,schemaPath:"#/properties/documents/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data7.body === undefined){
const err16 = {instancePath:instancePath+"/documents/" + i0,schemaPath:"#/properties/documents/items/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key2 in data7){
if(!(((key2 === "kind") || (key2 === "url")) || (key2 === "body"))){
const err17 = {instancePath:instancePath+"/documents/" + i0,schemaPath:"#/properties/documents/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data7.kind !== undefined){
let data8 = data7.kind;
if(!((((data8 === "component-list") || (data8 === "component")) || (data8 === "statistics")) || (data8 === "statistics-item"))){
const err18 = {instancePath:instancePath+"/documents/" + i0+"/kind",schemaPath:"#/$defs/documentKind/enum",keyword:"enum",params:{allowedValues: schema36.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data7.url !== undefined){
if(typeof data7.url !== "string"){
const err19 = {instancePath:instancePath+"/documents/" + i0+"/url",schemaPath:"#/properties/documents/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data7.body !== undefined){
if(!(validate22(data7.body, {instancePath:instancePath+"/documents/" + i0+"/body",parentData:data7,parentDataProperty:"body",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
else {
const err20 = {instancePath:instancePath+"/documents/" + i0,schemaPath:"#/properties/documents/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/documents",schemaPath:"#/properties/documents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.exchanges !== undefined){
let data11 = data.exchanges;
if(Array.isArray(data11)){
if(data11.length < 1){
const err22 = {instancePath:instancePath+"/exchanges",schemaPath:"#/properties/exchanges/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
if(!(validate22(data11[i1], {instancePath:instancePath+"/exchanges/" + i1,parentData:data11,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
else {
const err23 = {instancePath:instancePath+"/exchanges",schemaPath:"#/properties/exchanges/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.expect !== undefined){
let data13 = data.expect;
if(Array.isArray(data13)){
const len2 = data13.length;
for(let i2=0; i2<len2; i2++){
let data14 = data13[i2];
if(typeof data14 === "string"){
if(!pattern4.test(data14)){
const err24 = {instancePath:instancePath+"/expect/" + i2,schemaPath:"#/$defs/expect/items/pattern",keyword:"pattern",params:{pattern: "^[A-Z]+(-[A-Z0-9]+)+$"},message:"must match pattern \""+"^[A-Z]+(-[A-Z0-9]+)+$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/expect/" + i2,schemaPath:"#/$defs/expect/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
let i3 = data13.length;
let j0;
if(i3 > 1){
const indices0 = {};
for(;i3--;){
let item0 = data13[i3];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err26 = {instancePath:instancePath+"/expect",schemaPath:"#/$defs/expect/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
break;
}
indices0[item0] = i3;
}
}
}
else {
const err27 = {instancePath:instancePath+"/expect",schemaPath:"#/$defs/expect/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.notes !== undefined){
let data15 = data.notes;
if(Array.isArray(data15)){
const len3 = data15.length;
for(let i4=0; i4<len3; i4++){
let data16 = data15[i4];
if(typeof data16 === "string"){
if(!pattern4.test(data16)){
const err28 = {instancePath:instancePath+"/notes/" + i4,schemaPath:"#/$defs/notes/items/pattern",keyword:"pattern",params:{pattern: "^[A-Z]+(-[A-Z0-9]+)+$"},message:"must match pattern \""+"^[A-Z]+(-[A-Z0-9]+)+$"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/notes/" + i4,schemaPath:"#/$defs/notes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
let i5 = data15.length;
let j1;
if(i5 > 1){
const indices1 = {};
for(;i5--;){
let item1 = data15[i5];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err30 = {instancePath:instancePath+"/notes",schemaPath:"#/$defs/notes/uniqueItems",keyword:"uniqueItems",params:{i: i5, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i5+" are identical)"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
break;
}
indices1[item1] = i5;
}
}
}
else {
const err31 = {instancePath:instancePath+"/notes",schemaPath:"#/$defs/notes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://stringent.dev/schemas/case.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.family === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "family"},message:"must have required property '"+"family"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.cases === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cases"},message:"must have required property '"+"cases"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "$schema") || (key0 === "family")) || (key0 === "description")) || (key0 === "cases"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err3 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.family !== undefined){
let data1 = data.family;
if(!((((((data1 === "transport") || (data1 === "urls")) || (data1 === "pagination")) || (data1 === "statistics")) || (data1 === "components")) || (data1 === "snapshots"))){
const err4 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/enum",keyword:"enum",params:{allowedValues: schema31.properties.family.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.cases !== undefined){
let data3 = data.cases;
if(Array.isArray(data3)){
if(data3.length < 1){
const err6 = {instancePath:instancePath+"/cases",schemaPath:"#/properties/cases/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate21(data3[i0], {instancePath:instancePath+"/cases/" + i0,parentData:data3,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath:instancePath+"/cases",schemaPath:"#/properties/cases/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.base = validate34;

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.$base === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "$base"},message:"must have required property '"+"$base"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "$base") || (key0 === "rebase")) || (key0 === "patch"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.$base !== undefined){
let data0 = data.$base;
if(typeof data0 === "string"){
if(!pattern5.test(data0)){
const err2 = {instancePath:instancePath+"/$base",schemaPath:"#/$defs/fixtureName/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/$base",schemaPath:"#/$defs/fixtureName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.rebase !== undefined){
let data1 = data.rebase;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(Object.keys(data1).length < 1){
const err4 = {instancePath:instancePath+"/rebase",schemaPath:"#/$defs/rebase/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 in data1){
const _errs8 = errors;
if(typeof key1 === "string"){
if(!pattern6.test(key1)){
const err5 = {instancePath:instancePath+"/rebase",schemaPath:"#/$defs/rebase/propertyNames/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var valid3 = _errs8 === errors;
if(!valid3){
const err6 = {instancePath:instancePath+"/rebase",schemaPath:"#/$defs/rebase/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
for(const key2 in data1){
let data2 = data1[key2];
if(typeof data2 === "string"){
if(!pattern6.test(data2)){
const err7 = {instancePath:instancePath+"/rebase/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/rebase/additionalProperties/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/rebase/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/rebase/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/rebase",schemaPath:"#/$defs/rebase/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.patch !== undefined){
if(!(validate24(data.patch, {instancePath:instancePath+"/patch",parentData:data,parentDataProperty:"patch",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.case = validate36;

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.description === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.requirement === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requirement"},message:"must have required property '"+"requirement"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.expect === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expect"},message:"must have required property '"+"expect"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "description") || (key0 === "requirement")) || (key0 === "options")) || (key0 === "documents")) || (key0 === "exchanges")) || (key0 === "expect")) || (key0 === "notes"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.description !== undefined){
let data0 = data.description;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/description",schemaPath:"#/$defs/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/$defs/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.requirement !== undefined){
let data1 = data.requirement;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err6 = {instancePath:instancePath+"/requirement",schemaPath:"#/$defs/requirement/pattern",keyword:"pattern",params:{pattern: "^[A-Z]+(-[A-Z0-9]+)+$"},message:"must match pattern \""+"^[A-Z]+(-[A-Z0-9]+)+$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/requirement",schemaPath:"#/$defs/requirement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.options !== undefined){
let data2 = data.options;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
if(!(((key1 === "baseUrl") || (key1 === "webBaseUrl")) || (key1 === "componentPageSize"))){
const err8 = {instancePath:instancePath+"/options",schemaPath:"#/$defs/options/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.baseUrl !== undefined){
if(typeof data2.baseUrl !== "string"){
const err9 = {instancePath:instancePath+"/options/baseUrl",schemaPath:"#/$defs/options/properties/baseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.webBaseUrl !== undefined){
if(typeof data2.webBaseUrl !== "string"){
const err10 = {instancePath:instancePath+"/options/webBaseUrl",schemaPath:"#/$defs/options/properties/webBaseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.componentPageSize !== undefined){
let data5 = data2.componentPageSize;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err11 = {instancePath:instancePath+"/options/componentPageSize",schemaPath:"#/$defs/options/properties/componentPageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err12 = {instancePath:instancePath+"/options/componentPageSize",schemaPath:"#/$defs/options/properties/componentPageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
else {
const err13 = {instancePath:instancePath+"/options",schemaPath:"#/$defs/options/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.documents !== undefined){
let data6 = data.documents;
if(Array.isArray(data6)){
if(data6.length < 1){
const err14 = {instancePath:instancePath+"/documents",schemaPath:"#/properties/documents/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.kind === undefined){
const err15 = {instancePath:instancePath+"/documents/" + i0,schemaPath:"#/properties/documents/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data7.body === undefined){
const err16 = {instancePath:instancePath+"/documents/" + i0,schemaPath:"#/properties/documents/items/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key2 in data7){
if(!(((key2 === "kind") || (key2 === "url")) || (key2 === "body"))){
const err17 = {instancePath:instancePath+"/documents/" + i0,schemaPath:"#/properties/documents/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data7.kind !== undefined){
let data8 = data7.kind;
if(!((((data8 === "component-list") || (data8 === "component")) || (data8 === "statistics")) || (data8 === "statistics-item"))){
const err18 = {instancePath:instancePath+"/documents/" + i0+"/kind",schemaPath:"#/$defs/documentKind/enum",keyword:"enum",params:{allowedValues: schema36.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data7.url !== undefined){
if(typeof data7.url !== "string"){
const err19 = {instancePath:instancePath+"/documents/" + i0+"/url",schemaPath:"#/properties/documents/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data7.body !== undefined){
if(!(validate22(data7.body, {instancePath:instancePath+"/documents/" + i0+"/body",parentData:data7,parentDataProperty:"body",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
else {
const err20 = {instancePath:instancePath+"/documents/" + i0,schemaPath:"#/properties/documents/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/documents",schemaPath:"#/properties/documents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.exchanges !== undefined){
let data11 = data.exchanges;
if(Array.isArray(data11)){
if(data11.length < 1){
const err22 = {instancePath:instancePath+"/exchanges",schemaPath:"#/properties/exchanges/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
if(!(validate22(data11[i1], {instancePath:instancePath+"/exchanges/" + i1,parentData:data11,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
else {
const err23 = {instancePath:instancePath+"/exchanges",schemaPath:"#/properties/exchanges/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.expect !== undefined){
let data13 = data.expect;
if(Array.isArray(data13)){
const len2 = data13.length;
for(let i2=0; i2<len2; i2++){
let data14 = data13[i2];
if(typeof data14 === "string"){
if(!pattern4.test(data14)){
const err24 = {instancePath:instancePath+"/expect/" + i2,schemaPath:"#/$defs/expect/items/pattern",keyword:"pattern",params:{pattern: "^[A-Z]+(-[A-Z0-9]+)+$"},message:"must match pattern \""+"^[A-Z]+(-[A-Z0-9]+)+$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/expect/" + i2,schemaPath:"#/$defs/expect/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
let i3 = data13.length;
let j0;
if(i3 > 1){
const indices0 = {};
for(;i3--;){
let item0 = data13[i3];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err26 = {instancePath:instancePath+"/expect",schemaPath:"#/$defs/expect/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
break;
}
indices0[item0] = i3;
}
}
}
else {
const err27 = {instancePath:instancePath+"/expect",schemaPath:"#/$defs/expect/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.notes !== undefined){
let data15 = data.notes;
if(Array.isArray(data15)){
const len3 = data15.length;
for(let i4=0; i4<len3; i4++){
let data16 = data15[i4];
if(typeof data16 === "string"){
if(!pattern4.test(data16)){
const err28 = {instancePath:instancePath+"/notes/" + i4,schemaPath:"#/$defs/notes/items/pattern",keyword:"pattern",params:{pattern: "^[A-Z]+(-[A-Z0-9]+)+$"},message:"must match pattern \""+"^[A-Z]+(-[A-Z0-9]+)+$"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/notes/" + i4,schemaPath:"#/$defs/notes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
let i5 = data15.length;
let j1;
if(i5 > 1){
const indices1 = {};
for(;i5--;){
let item1 = data15[i5];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err30 = {instancePath:instancePath+"/notes",schemaPath:"#/$defs/notes/uniqueItems",keyword:"uniqueItems",params:{i: i5, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i5+" are identical)"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
break;
}
indices1[item1] = i5;
}
}
}
else {
const err31 = {instancePath:instancePath+"/notes",schemaPath:"#/$defs/notes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.description = validate39;

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) < 1){
const err0 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports.documentKind = validate40;

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!((((data === "component-list") || (data === "component")) || (data === "statistics")) || (data === "statistics-item"))){
const err0 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema36.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports.expandedCase = validate41;
const schema62 = {"title":"ExpandedCase","description":"A case with every base and generator expanded and every patch applied: what the engine is fed.","type":"object","required":["description","requirement","expect"],"additionalProperties":false,"properties":{"description":{"$ref":"#/$defs/description"},"requirement":{"$ref":"#/$defs/requirement"},"options":{"$ref":"#/$defs/options"},"documents":{"type":"array","minItems":1,"items":{"title":"CaseDocument","type":"object","required":["kind","body"],"additionalProperties":false,"properties":{"kind":{"$ref":"#/$defs/documentKind"},"url":{"type":"string"},"body":{}}}},"exchanges":{"type":"array","minItems":1,"items":{"$ref":"exchange.schema.json"}},"expect":{"$ref":"#/$defs/expect"},"notes":{"$ref":"#/$defs/notes"}}};
const schema67 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://stringent.dev/schemas/exchange.schema.json","title":"Exchange","description":"One HTTP request and its answer as the crawler records it (and as cases/ hold them). The crawler records; only rules judge.","type":"object","required":["request","status","headers"],"additionalProperties":false,"properties":{"request":{"title":"ExchangeRequest","type":"object","required":["method","url"],"additionalProperties":false,"properties":{"method":{"enum":["GET","HEAD","OPTIONS","POST","PUT","PATCH","DELETE"]},"url":{"type":"string","description":"Absolute URL requested."},"body":{"type":"string","description":"Body sent with the request (write probes), as text."},"headers":{"type":"object","additionalProperties":{"type":"string"},"description":"Request headers sent, lower-case names; a credential is always stored redacted."}}},"status":{"type":"integer","minimum":0,"maximum":999,"description":"HTTP status; 0 when no answer arrived (see error)."},"headers":{"type":"object","additionalProperties":{"type":"string"},"description":"Answer headers, lower-case names; repeated headers joined with ', '."},"body":{"type":"string","description":"Body text as received (decoded as UTF-8). Empty for HEAD."},"bodyBase64":{"type":"string","description":"The body's bytes in base64, set only when they are not valid UTF-8 (body then says so instead of holding them); a recording (HAR) keeps these bytes."},"json":{"description":"Convenience for recorded cases: the body as a JSON value; the body text is its serialization."},"purpose":{"title":"ExchangePurpose","enum":["crawl","head","options","format-api","recheck","probe-error","probe-write"],"description":"Why the kit sent the request; crawl when absent."},"durationMs":{"type":"number","minimum":0},"blockedMs":{"type":"number","minimum":0,"description":"Milliseconds the request waited before it was sent: for the server's rate limit (the pacer), a Retry-After, or the backoff between attempts. Not part of durationMs, which is the answer's own time (HAR timings.blocked, never timings.wait)."},"attempts":{"type":"integer","minimum":1,"description":"Which attempt of the request this is (1 for the first), present when the request was sent more than once."},"superseded":{"type":"boolean","const":true,"description":"An attempt that was sent again (a 429, a 5xx, a broken connection): kept in recordings, never judged. Replay and resume use the last answer that is not superseded."},"redirectedTo":{"type":"string","description":"Set on a 3xx answer whose Location the kit followed (same origin only): the absolute address it requested next. Such a hop is recorded as its own exchange before the answer at the end of the chain."},"hop":{"type":"integer","minimum":0,"description":"Position in a chain of followed redirects: 0 for the address the kit asked for, n for the request after n redirects. Absent when no redirect was followed."},"finalUrl":{"type":"string","description":"On the answer at the end of a chain of followed redirects: the address that gave it. request.url keeps the address the kit asked for, so the answer is judged as that address's."},"headBodyBytes":{"type":"integer","minimum":0,"description":"HEAD only: bytes the server sent after the HEAD answer's headers, seen on the wire by a separate probe on a fresh connection (HTTP clients discard them). Absent when the probe could not look (through a proxy, or it failed)."},"error":{"title":"ExchangeError","type":"object","required":["code","message"],"additionalProperties":false,"description":"Set when the kit got no usable answer (timeout, reset, over the size cap, refused redirect) after its retries.","properties":{"code":{"type":"string"},"message":{"type":"string"}}}}};
const func6 = Object.prototype.hasOwnProperty;

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.description === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.requirement === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requirement"},message:"must have required property '"+"requirement"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.expect === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expect"},message:"must have required property '"+"expect"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "description") || (key0 === "requirement")) || (key0 === "options")) || (key0 === "documents")) || (key0 === "exchanges")) || (key0 === "expect")) || (key0 === "notes"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.description !== undefined){
let data0 = data.description;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/description",schemaPath:"#/$defs/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/$defs/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.requirement !== undefined){
let data1 = data.requirement;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err6 = {instancePath:instancePath+"/requirement",schemaPath:"#/$defs/requirement/pattern",keyword:"pattern",params:{pattern: "^[A-Z]+(-[A-Z0-9]+)+$"},message:"must match pattern \""+"^[A-Z]+(-[A-Z0-9]+)+$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/requirement",schemaPath:"#/$defs/requirement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.options !== undefined){
let data2 = data.options;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
if(!(((key1 === "baseUrl") || (key1 === "webBaseUrl")) || (key1 === "componentPageSize"))){
const err8 = {instancePath:instancePath+"/options",schemaPath:"#/$defs/options/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.baseUrl !== undefined){
if(typeof data2.baseUrl !== "string"){
const err9 = {instancePath:instancePath+"/options/baseUrl",schemaPath:"#/$defs/options/properties/baseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.webBaseUrl !== undefined){
if(typeof data2.webBaseUrl !== "string"){
const err10 = {instancePath:instancePath+"/options/webBaseUrl",schemaPath:"#/$defs/options/properties/webBaseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.componentPageSize !== undefined){
let data5 = data2.componentPageSize;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err11 = {instancePath:instancePath+"/options/componentPageSize",schemaPath:"#/$defs/options/properties/componentPageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err12 = {instancePath:instancePath+"/options/componentPageSize",schemaPath:"#/$defs/options/properties/componentPageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
else {
const err13 = {instancePath:instancePath+"/options",schemaPath:"#/$defs/options/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.documents !== undefined){
let data6 = data.documents;
if(Array.isArray(data6)){
if(data6.length < 1){
const err14 = {instancePath:instancePath+"/documents",schemaPath:"#/properties/documents/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.kind === undefined){
const err15 = {instancePath:instancePath+"/documents/" + i0,schemaPath:"#/properties/documents/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data7.body === undefined){
const err16 = {instancePath:instancePath+"/documents/" + i0,schemaPath:"#/properties/documents/items/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key2 in data7){
if(!(((key2 === "kind") || (key2 === "url")) || (key2 === "body"))){
const err17 = {instancePath:instancePath+"/documents/" + i0,schemaPath:"#/properties/documents/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data7.kind !== undefined){
let data8 = data7.kind;
if(!((((data8 === "component-list") || (data8 === "component")) || (data8 === "statistics")) || (data8 === "statistics-item"))){
const err18 = {instancePath:instancePath+"/documents/" + i0+"/kind",schemaPath:"#/$defs/documentKind/enum",keyword:"enum",params:{allowedValues: schema36.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data7.url !== undefined){
if(typeof data7.url !== "string"){
const err19 = {instancePath:instancePath+"/documents/" + i0+"/url",schemaPath:"#/properties/documents/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/documents/" + i0,schemaPath:"#/properties/documents/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/documents",schemaPath:"#/properties/documents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.exchanges !== undefined){
let data10 = data.exchanges;
if(Array.isArray(data10)){
if(data10.length < 1){
const err22 = {instancePath:instancePath+"/exchanges",schemaPath:"#/properties/exchanges/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.request === undefined){
const err23 = {instancePath:instancePath+"/exchanges/" + i1,schemaPath:"exchange.schema.json/required",keyword:"required",params:{missingProperty: "request"},message:"must have required property '"+"request"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data11.status === undefined){
const err24 = {instancePath:instancePath+"/exchanges/" + i1,schemaPath:"exchange.schema.json/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data11.headers === undefined){
const err25 = {instancePath:instancePath+"/exchanges/" + i1,schemaPath:"exchange.schema.json/required",keyword:"required",params:{missingProperty: "headers"},message:"must have required property '"+"headers"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key3 in data11){
if(!(func6.call(schema67.properties, key3))){
const err26 = {instancePath:instancePath+"/exchanges/" + i1,schemaPath:"exchange.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data11.request !== undefined){
let data12 = data11.request;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.method === undefined){
const err27 = {instancePath:instancePath+"/exchanges/" + i1+"/request",schemaPath:"exchange.schema.json/properties/request/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data12.url === undefined){
const err28 = {instancePath:instancePath+"/exchanges/" + i1+"/request",schemaPath:"exchange.schema.json/properties/request/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key4 in data12){
if(!((((key4 === "method") || (key4 === "url")) || (key4 === "body")) || (key4 === "headers"))){
const err29 = {instancePath:instancePath+"/exchanges/" + i1+"/request",schemaPath:"exchange.schema.json/properties/request/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data12.method !== undefined){
let data13 = data12.method;
if(!(((((((data13 === "GET") || (data13 === "HEAD")) || (data13 === "OPTIONS")) || (data13 === "POST")) || (data13 === "PUT")) || (data13 === "PATCH")) || (data13 === "DELETE"))){
const err30 = {instancePath:instancePath+"/exchanges/" + i1+"/request/method",schemaPath:"exchange.schema.json/properties/request/properties/method/enum",keyword:"enum",params:{allowedValues: schema67.properties.request.properties.method.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data12.url !== undefined){
if(typeof data12.url !== "string"){
const err31 = {instancePath:instancePath+"/exchanges/" + i1+"/request/url",schemaPath:"exchange.schema.json/properties/request/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data12.body !== undefined){
if(typeof data12.body !== "string"){
const err32 = {instancePath:instancePath+"/exchanges/" + i1+"/request/body",schemaPath:"exchange.schema.json/properties/request/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data12.headers !== undefined){
let data16 = data12.headers;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key5 in data16){
if(typeof data16[key5] !== "string"){
const err33 = {instancePath:instancePath+"/exchanges/" + i1+"/request/headers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"exchange.schema.json/properties/request/properties/headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/exchanges/" + i1+"/request/headers",schemaPath:"exchange.schema.json/properties/request/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/exchanges/" + i1+"/request",schemaPath:"exchange.schema.json/properties/request/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data11.status !== undefined){
let data18 = data11.status;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err36 = {instancePath:instancePath+"/exchanges/" + i1+"/status",schemaPath:"exchange.schema.json/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 999 || isNaN(data18)){
const err37 = {instancePath:instancePath+"/exchanges/" + i1+"/status",schemaPath:"exchange.schema.json/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999},message:"must be <= 999"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data18 < 0 || isNaN(data18)){
const err38 = {instancePath:instancePath+"/exchanges/" + i1+"/status",schemaPath:"exchange.schema.json/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
if(data11.headers !== undefined){
let data19 = data11.headers;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
for(const key6 in data19){
if(typeof data19[key6] !== "string"){
const err39 = {instancePath:instancePath+"/exchanges/" + i1+"/headers/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"exchange.schema.json/properties/headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/exchanges/" + i1+"/headers",schemaPath:"exchange.schema.json/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data11.body !== undefined){
if(typeof data11.body !== "string"){
const err41 = {instancePath:instancePath+"/exchanges/" + i1+"/body",schemaPath:"exchange.schema.json/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data11.bodyBase64 !== undefined){
if(typeof data11.bodyBase64 !== "string"){
const err42 = {instancePath:instancePath+"/exchanges/" + i1+"/bodyBase64",schemaPath:"exchange.schema.json/properties/bodyBase64/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data11.purpose !== undefined){
let data23 = data11.purpose;
if(!(((((((data23 === "crawl") || (data23 === "head")) || (data23 === "options")) || (data23 === "format-api")) || (data23 === "recheck")) || (data23 === "probe-error")) || (data23 === "probe-write"))){
const err43 = {instancePath:instancePath+"/exchanges/" + i1+"/purpose",schemaPath:"exchange.schema.json/properties/purpose/enum",keyword:"enum",params:{allowedValues: schema67.properties.purpose.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data11.durationMs !== undefined){
let data24 = data11.durationMs;
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 0 || isNaN(data24)){
const err44 = {instancePath:instancePath+"/exchanges/" + i1+"/durationMs",schemaPath:"exchange.schema.json/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/exchanges/" + i1+"/durationMs",schemaPath:"exchange.schema.json/properties/durationMs/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data11.blockedMs !== undefined){
let data25 = data11.blockedMs;
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 0 || isNaN(data25)){
const err46 = {instancePath:instancePath+"/exchanges/" + i1+"/blockedMs",schemaPath:"exchange.schema.json/properties/blockedMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/exchanges/" + i1+"/blockedMs",schemaPath:"exchange.schema.json/properties/blockedMs/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data11.attempts !== undefined){
let data26 = data11.attempts;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err48 = {instancePath:instancePath+"/exchanges/" + i1+"/attempts",schemaPath:"exchange.schema.json/properties/attempts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 1 || isNaN(data26)){
const err49 = {instancePath:instancePath+"/exchanges/" + i1+"/attempts",schemaPath:"exchange.schema.json/properties/attempts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
if(data11.superseded !== undefined){
let data27 = data11.superseded;
if(typeof data27 !== "boolean"){
const err50 = {instancePath:instancePath+"/exchanges/" + i1+"/superseded",schemaPath:"exchange.schema.json/properties/superseded/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(true !== data27){
const err51 = {instancePath:instancePath+"/exchanges/" + i1+"/superseded",schemaPath:"exchange.schema.json/properties/superseded/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data11.redirectedTo !== undefined){
if(typeof data11.redirectedTo !== "string"){
const err52 = {instancePath:instancePath+"/exchanges/" + i1+"/redirectedTo",schemaPath:"exchange.schema.json/properties/redirectedTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data11.hop !== undefined){
let data29 = data11.hop;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err53 = {instancePath:instancePath+"/exchanges/" + i1+"/hop",schemaPath:"exchange.schema.json/properties/hop/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 0 || isNaN(data29)){
const err54 = {instancePath:instancePath+"/exchanges/" + i1+"/hop",schemaPath:"exchange.schema.json/properties/hop/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
if(data11.finalUrl !== undefined){
if(typeof data11.finalUrl !== "string"){
const err55 = {instancePath:instancePath+"/exchanges/" + i1+"/finalUrl",schemaPath:"exchange.schema.json/properties/finalUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data11.headBodyBytes !== undefined){
let data31 = data11.headBodyBytes;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err56 = {instancePath:instancePath+"/exchanges/" + i1+"/headBodyBytes",schemaPath:"exchange.schema.json/properties/headBodyBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 < 0 || isNaN(data31)){
const err57 = {instancePath:instancePath+"/exchanges/" + i1+"/headBodyBytes",schemaPath:"exchange.schema.json/properties/headBodyBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
if(data11.error !== undefined){
let data32 = data11.error;
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(data32.code === undefined){
const err58 = {instancePath:instancePath+"/exchanges/" + i1+"/error",schemaPath:"exchange.schema.json/properties/error/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data32.message === undefined){
const err59 = {instancePath:instancePath+"/exchanges/" + i1+"/error",schemaPath:"exchange.schema.json/properties/error/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
for(const key7 in data32){
if(!((key7 === "code") || (key7 === "message"))){
const err60 = {instancePath:instancePath+"/exchanges/" + i1+"/error",schemaPath:"exchange.schema.json/properties/error/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data32.code !== undefined){
if(typeof data32.code !== "string"){
const err61 = {instancePath:instancePath+"/exchanges/" + i1+"/error/code",schemaPath:"exchange.schema.json/properties/error/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data32.message !== undefined){
if(typeof data32.message !== "string"){
const err62 = {instancePath:instancePath+"/exchanges/" + i1+"/error/message",schemaPath:"exchange.schema.json/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/exchanges/" + i1+"/error",schemaPath:"exchange.schema.json/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath:instancePath+"/exchanges/" + i1,schemaPath:"exchange.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath:instancePath+"/exchanges",schemaPath:"#/properties/exchanges/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.expect !== undefined){
let data35 = data.expect;
if(Array.isArray(data35)){
const len2 = data35.length;
for(let i2=0; i2<len2; i2++){
let data36 = data35[i2];
if(typeof data36 === "string"){
if(!pattern4.test(data36)){
const err66 = {instancePath:instancePath+"/expect/" + i2,schemaPath:"#/$defs/expect/items/pattern",keyword:"pattern",params:{pattern: "^[A-Z]+(-[A-Z0-9]+)+$"},message:"must match pattern \""+"^[A-Z]+(-[A-Z0-9]+)+$"+"\""};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
else {
const err67 = {instancePath:instancePath+"/expect/" + i2,schemaPath:"#/$defs/expect/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
let i3 = data35.length;
let j0;
if(i3 > 1){
const indices0 = {};
for(;i3--;){
let item0 = data35[i3];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err68 = {instancePath:instancePath+"/expect",schemaPath:"#/$defs/expect/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
break;
}
indices0[item0] = i3;
}
}
}
else {
const err69 = {instancePath:instancePath+"/expect",schemaPath:"#/$defs/expect/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.notes !== undefined){
let data37 = data.notes;
if(Array.isArray(data37)){
const len3 = data37.length;
for(let i4=0; i4<len3; i4++){
let data38 = data37[i4];
if(typeof data38 === "string"){
if(!pattern4.test(data38)){
const err70 = {instancePath:instancePath+"/notes/" + i4,schemaPath:"#/$defs/notes/items/pattern",keyword:"pattern",params:{pattern: "^[A-Z]+(-[A-Z0-9]+)+$"},message:"must match pattern \""+"^[A-Z]+(-[A-Z0-9]+)+$"+"\""};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/notes/" + i4,schemaPath:"#/$defs/notes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
let i5 = data37.length;
let j1;
if(i5 > 1){
const indices1 = {};
for(;i5--;){
let item1 = data37[i5];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err72 = {instancePath:instancePath+"/notes",schemaPath:"#/$defs/notes/uniqueItems",keyword:"uniqueItems",params:{i: i5, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i5+" are identical)"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
break;
}
indices1[item1] = i5;
}
}
}
else {
const err73 = {instancePath:instancePath+"/notes",schemaPath:"#/$defs/notes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
else {
const err74 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.expect = validate42;

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/pattern",keyword:"pattern",params:{pattern: "^[A-Z]+(-[A-Z0-9]+)+$"},message:"must match pattern \""+"^[A-Z]+(-[A-Z0-9]+)+$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
let i1 = data.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err2 = {instancePath,schemaPath:"#/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

exports.fixtureName = validate43;

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(!pattern5.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports.generate = validate44;

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = false;
let passing0 = null;
const _errs2 = errors;
const _errs3 = errors;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.codes === undefined) && (missing0 = "codes")) || ((data.from === undefined) && (missing0 = "from"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid1 = _errs4 === errors;
if(valid1){
const err1 = {instancePath,schemaPath:"#/oneOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
const _errs5 = errors;
let valid2 = false;
let passing1 = null;
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.count === undefined){
const err2 = {instancePath,schemaPath:"#/oneOf/0/oneOf/0/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid1 = _errs6 === errors;
if(_valid1){
valid2 = true;
passing1 = 0;
}
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.codes === undefined){
const err3 = {instancePath,schemaPath:"#/oneOf/0/oneOf/1/required",keyword:"required",params:{missingProperty: "codes"},message:"must have required property '"+"codes"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid1 = _errs7 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid2 = true;
passing1 = 1;
}
}
if(!valid2){
const err4 = {instancePath,schemaPath:"#/oneOf/0/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.$generate === undefined){
const err5 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "$generate"},message:"must have required property '"+"$generate"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.component === undefined){
const err6 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "component"},message:"must have required property '"+"component"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "$generate") || (key0 === "component")) || (key0 === "item")) || (key0 === "from")) || (key0 === "count")) || (key0 === "codes")) || (key0 === "rebase")) || (key0 === "patch"))){
const err7 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.$generate !== undefined){
if("statistics-items" !== data.$generate){
const err8 = {instancePath:instancePath+"/$generate",schemaPath:"#/oneOf/0/properties/%24generate/const",keyword:"const",params:{allowedValue: "statistics-items"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.component !== undefined){
let data1 = data.component;
if(typeof data1 === "string"){
if(!pattern10.test(data1)){
const err9 = {instancePath:instancePath+"/component",schemaPath:"#/oneOf/0/properties/component/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9_-]+/[a-z0-9_-]+$"},message:"must match pattern \""+"^[a-z0-9_-]+/[a-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/component",schemaPath:"#/oneOf/0/properties/component/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.item !== undefined){
let data2 = data.item;
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
const err11 = {instancePath:instancePath+"/item",schemaPath:"#/$defs/fixtureName/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/item",schemaPath:"#/$defs/fixtureName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.from !== undefined){
let data3 = data.from;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err13 = {instancePath:instancePath+"/from",schemaPath:"#/oneOf/0/properties/from/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/from",schemaPath:"#/oneOf/0/properties/from/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.count !== undefined){
let data4 = data.count;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err15 = {instancePath:instancePath+"/count",schemaPath:"#/oneOf/0/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/count",schemaPath:"#/oneOf/0/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data.codes !== undefined){
let data5 = data.codes;
if(Array.isArray(data5)){
if(data5.length < 1){
const err17 = {instancePath:instancePath+"/codes",schemaPath:"#/oneOf/0/properties/codes/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(typeof data6 === "string"){
if(func1(data6) < 1){
const err18 = {instancePath:instancePath+"/codes/" + i0,schemaPath:"#/oneOf/0/properties/codes/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/codes/" + i0,schemaPath:"#/oneOf/0/properties/codes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/codes",schemaPath:"#/oneOf/0/properties/codes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.rebase !== undefined){
let data7 = data.rebase;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(Object.keys(data7).length < 1){
const err21 = {instancePath:instancePath+"/rebase",schemaPath:"#/$defs/rebase/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key1 in data7){
const _errs26 = errors;
if(typeof key1 === "string"){
if(!pattern6.test(key1)){
const err22 = {instancePath:instancePath+"/rebase",schemaPath:"#/$defs/rebase/propertyNames/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
var valid8 = _errs26 === errors;
if(!valid8){
const err23 = {instancePath:instancePath+"/rebase",schemaPath:"#/$defs/rebase/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
for(const key2 in data7){
let data8 = data7[key2];
if(typeof data8 === "string"){
if(!pattern6.test(data8)){
const err24 = {instancePath:instancePath+"/rebase/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/rebase/additionalProperties/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/rebase/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/rebase/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/rebase",schemaPath:"#/$defs/rebase/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.patch !== undefined){
if(!(validate24(data.patch, {instancePath:instancePath+"/patch",parentData:data,parentDataProperty:"patch",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs2 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = true;
}
const _errs31 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.$generate === undefined){
const err27 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "$generate"},message:"must have required property '"+"$generate"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data.value === undefined){
const err28 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key3 in data){
if(!((key3 === "$generate") || (key3 === "value"))){
const err29 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.$generate !== undefined){
if("json-text" !== data.$generate){
const err30 = {instancePath:instancePath+"/$generate",schemaPath:"#/oneOf/1/properties/%24generate/const",keyword:"const",params:{allowedValue: "json-text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.value !== undefined){
if(!(validate22(data.value, {instancePath:instancePath+"/value",parentData:data,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs31 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
if(props0 !== true){
props0 = true;
}
}
const _errs35 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.$generate === undefined){
const err31 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "$generate"},message:"must have required property '"+"$generate"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.slug === undefined){
const err32 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data.name === undefined){
const err33 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data.id === undefined){
const err34 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
for(const key4 in data){
if(!((((((key4 === "$generate") || (key4 === "slug")) || (key4 === "name")) || (key4 === "id")) || (key4 === "rebase")) || (key4 === "patch"))){
const err35 = {instancePath,schemaPath:"#/oneOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.$generate !== undefined){
if("component" !== data.$generate){
const err36 = {instancePath:instancePath+"/$generate",schemaPath:"#/oneOf/2/properties/%24generate/const",keyword:"const",params:{allowedValue: "component"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.slug !== undefined){
let data13 = data.slug;
if(typeof data13 === "string"){
if(!pattern14.test(data13)){
const err37 = {instancePath:instancePath+"/slug",schemaPath:"#/oneOf/2/properties/slug/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9_-]+$"},message:"must match pattern \""+"^[a-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/slug",schemaPath:"#/oneOf/2/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err39 = {instancePath:instancePath+"/name",schemaPath:"#/oneOf/2/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.id !== undefined){
let data15 = data.id;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err40 = {instancePath:instancePath+"/id",schemaPath:"#/oneOf/2/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.rebase !== undefined){
let data16 = data.rebase;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(Object.keys(data16).length < 1){
const err41 = {instancePath:instancePath+"/rebase",schemaPath:"#/$defs/rebase/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
for(const key5 in data16){
const _errs47 = errors;
if(typeof key5 === "string"){
if(!pattern6.test(key5)){
const err42 = {instancePath:instancePath+"/rebase",schemaPath:"#/$defs/rebase/propertyNames/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\"",propertyName:key5};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
var valid13 = _errs47 === errors;
if(!valid13){
const err43 = {instancePath:instancePath+"/rebase",schemaPath:"#/$defs/rebase/propertyNames",keyword:"propertyNames",params:{propertyName: key5},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
for(const key6 in data16){
let data17 = data16[key6];
if(typeof data17 === "string"){
if(!pattern6.test(data17)){
const err44 = {instancePath:instancePath+"/rebase/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/rebase/additionalProperties/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/rebase/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/rebase/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/rebase",schemaPath:"#/$defs/rebase/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.patch !== undefined){
if(!(validate24(data.patch, {instancePath:instancePath+"/patch",parentData:data,parentDataProperty:"patch",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs35 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
if(props0 !== true){
props0 = true;
}
}
}
}
if(!valid0){
const err47 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.$generate === undefined){
const err48 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "$generate"},message:"must have required property '"+"$generate"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.$generate = true;
}
if(data.$generate !== undefined){
let data19 = data.$generate;
if(!(((data19 === "statistics-items") || (data19 === "component")) || (data19 === "json-text"))){
const err49 = {instancePath:instancePath+"/$generate",schemaPath:"#/properties/%24generate/enum",keyword:"enum",params:{allowedValues: schema44.properties.$generate.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
validate44.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate44.evaluated = {"dynamicProps":true,"dynamicItems":false};

exports.ids = validate48;

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/pattern",keyword:"pattern",params:{pattern: "^[A-Z]+(-[A-Z0-9]+)+$"},message:"must match pattern \""+"^[A-Z]+(-[A-Z0-9]+)+$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
let i1 = data.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err2 = {instancePath,schemaPath:"#/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

exports.notes = validate49;

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/pattern",keyword:"pattern",params:{pattern: "^[A-Z]+(-[A-Z0-9]+)+$"},message:"must match pattern \""+"^[A-Z]+(-[A-Z0-9]+)+$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
let i1 = data.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err2 = {instancePath,schemaPath:"#/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

exports.options = validate50;

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "baseUrl") || (key0 === "webBaseUrl")) || (key0 === "componentPageSize"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.baseUrl !== undefined){
if(typeof data.baseUrl !== "string"){
const err1 = {instancePath:instancePath+"/baseUrl",schemaPath:"#/properties/baseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.webBaseUrl !== undefined){
if(typeof data.webBaseUrl !== "string"){
const err2 = {instancePath:instancePath+"/webBaseUrl",schemaPath:"#/properties/webBaseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.componentPageSize !== undefined){
let data2 = data.componentPageSize;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err3 = {instancePath:instancePath+"/componentPageSize",schemaPath:"#/properties/componentPageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err4 = {instancePath:instancePath+"/componentPageSize",schemaPath:"#/properties/componentPageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.patch = validate51;

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
if(data.length < 1){
const err0 = {instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs4 = errors;
let valid3 = true;
const _errs5 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.op !== undefined){
let data1 = data0.op;
if(!(((data1 === "add") || (data1 === "replace")) || (data1 === "test"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var _valid0 = _errs5 === errors;
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs7 = errors;
const _errs8 = errors;
const _errs9 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.from === undefined) && (missing0 = "from")){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var valid5 = _errs9 === errors;
if(valid5){
const err3 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/allOf/0/then/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.value === undefined){
const err4 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/allOf/0/then/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid3 = _valid0;
}
if(!valid3){
const err5 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs11 = errors;
let valid6 = true;
const _errs12 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.op !== undefined){
let data2 = data0.op;
if(!((data2 === "move") || (data2 === "copy"))){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
var _valid1 = _errs12 === errors;
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs14 = errors;
const _errs15 = errors;
const _errs16 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((data0.value === undefined) && (missing1 = "value")){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var valid8 = _errs16 === errors;
if(valid8){
const err8 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/allOf/1/then/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.from === undefined){
const err9 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/allOf/1/then/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid1 = _errs14 === errors;
valid6 = _valid1;
}
if(!valid6){
const err10 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const _errs18 = errors;
let valid9 = true;
const _errs19 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.op !== undefined){
if("remove" !== data0.op){
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
var _valid2 = _errs19 === errors;
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs21 = errors;
const _errs22 = errors;
const _errs23 = errors;
const _errs24 = errors;
let valid12 = false;
const _errs25 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing2;
if((data0.from === undefined) && (missing2 = "from")){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
var _valid3 = _errs25 === errors;
valid12 = valid12 || _valid3;
const _errs26 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing3;
if((data0.value === undefined) && (missing3 = "value")){
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var _valid3 = _errs26 === errors;
valid12 = valid12 || _valid3;
if(!valid12){
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
var valid11 = _errs23 === errors;
if(valid11){
const err15 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/allOf/2/then/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
var _valid2 = _errs21 === errors;
valid9 = _valid2;
}
if(!valid9){
const err16 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.op === undefined){
const err17 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "op"},message:"must have required property '"+"op"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data0.path === undefined){
const err18 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key0 in data0){
if(!((((key0 === "op") || (key0 === "path")) || (key0 === "from")) || (key0 === "value"))){
const err19 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data0.op !== undefined){
let data4 = data0.op;
if(!((((((data4 === "add") || (data4 === "remove")) || (data4 === "replace")) || (data4 === "move")) || (data4 === "copy")) || (data4 === "test"))){
const err20 = {instancePath:instancePath+"/" + i0+"/op",schemaPath:"#/items/properties/op/enum",keyword:"enum",params:{allowedValues: schema41.items.properties.op.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data0.path !== undefined){
let data5 = data0.path;
if(typeof data5 === "string"){
if(!pattern8.test(data5)){
const err21 = {instancePath:instancePath+"/" + i0+"/path",schemaPath:"#/$defs/pointer/pattern",keyword:"pattern",params:{pattern: "^(/([^~/]|~[01])*)*$"},message:"must match pattern \""+"^(/([^~/]|~[01])*)*$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/" + i0+"/path",schemaPath:"#/$defs/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data0.from !== undefined){
let data6 = data0.from;
if(typeof data6 === "string"){
if(!pattern8.test(data6)){
const err23 = {instancePath:instancePath+"/" + i0+"/from",schemaPath:"#/$defs/pointer/pattern",keyword:"pattern",params:{pattern: "^(/([^~/]|~[01])*)*$"},message:"must match pattern \""+"^(/([^~/]|~[01])*)*$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/" + i0+"/from",schemaPath:"#/$defs/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data0.value !== undefined){
if(!(validate22(data0.value, {instancePath:instancePath+"/" + i0+"/value",parentData:data0,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
else {
const err25 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

exports.pointer = validate53;

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(!pattern8.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(/([^~/]|~[01])*)*$"},message:"must match pattern \""+"^(/([^~/]|~[01])*)*$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports.rebase = validate54;

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
const _errs1 = errors;
if(typeof key0 === "string"){
if(!pattern6.test(key0)){
const err1 = {instancePath,schemaPath:"#/propertyNames/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\"",propertyName:key0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
const err2 = {instancePath,schemaPath:"#/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
for(const key1 in data){
let data0 = data[key1];
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
const err3 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.requirement = validate55;

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(!pattern4.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[A-Z]+(-[A-Z0-9]+)+$"},message:"must match pattern \""+"^[A-Z]+(-[A-Z0-9]+)+$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports.template = validate56;

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate23(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = true;
}
const _errs2 = errors;
if(!(validate27(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
else {
var props1 = validate27.evaluated.props;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
}
const _errs3 = errors;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate22(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var items1 = true;
}
const _errs6 = errors;
const _errs8 = errors;
const _errs9 = errors;
const _errs10 = errors;
let valid4 = false;
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.$base === undefined) && (missing0 = "$base")){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid1 = _errs11 === errors;
valid4 = valid4 || _valid1;
const _errs12 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.$generate === undefined) && (missing1 = "$generate")){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid1 = _errs12 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
var valid3 = _errs9 === errors;
if(valid3){
const err4 = {instancePath,schemaPath:"#/anyOf/3/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(validate22(data[key0], {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs15 = errors;
if((((typeof data !== "string") && (!((typeof data == "number") && (isFinite(data))))) && (typeof data !== "boolean")) && (data !== null)){
const err6 = {instancePath,schemaPath:"#/anyOf/4/type",keyword:"type",params:{type: schema37.anyOf[4].type},message:"must be string,number,boolean,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err7 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate56.errors = vErrors;
evaluated0.props = props0;
evaluated0.items = items1;
return errors === 0;
}
validate56.evaluated = {"dynamicProps":true,"dynamicItems":true};

