// Generated from schemas/baseline.schema.json by scripts/generate-types.mjs (Ajv standalone code). Do not edit by hand.
// @ts-nocheck
"use strict";
exports.root = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://stringent.dev/schemas/baseline.schema.json","title":"Baseline","description":"The identity of every finding of a run, written by check --write-baseline and read by check --baseline and stringent diff. Complete (never capped by examples per group), sorted by identity, one entry per line, without timestamps or host: the same findings give the same bytes.","type":"object","required":["format","version","identity","total","findings"],"additionalProperties":false,"properties":{"format":{"const":"stringent-baseline"},"version":{"const":1,"description":"Version of this file's layout."},"identity":{"const":"stringentIdentity/v2","description":"How findings are identified (the key SARIF partialFingerprints carry): requirement, code, method, address relative to the base URL, the item's key, the JSON pointer and the identifying args."},"total":{"type":"integer","minimum":0,"description":"Findings the baseline holds: the sum of the entries' counts."},"findings":{"type":"array","items":{"$ref":"#/$defs/entry"}}},"$defs":{"entry":{"title":"BaselineEntry","description":"The identity of one finding (or of count findings that share it).","type":"object","required":["requirement","address"],"additionalProperties":false,"properties":{"requirement":{"type":"string","pattern":"^[A-Z]+(-[A-Z0-9]+)+$"},"code":{"type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","description":"The finding's code; absent for a finding that has none, which message then stands for."},"message":{"type":"string","description":"Only for a finding without a code: its message with the base URL written {base} and its numbers written #."},"method":{"type":"string","description":"HTTP method of the request; GET when absent."},"address":{"type":"string","description":"The answer's address relative to the base URL (no scheme, host or port), without its page parameter when key is set; the endpoint (api/components/{project}/{component}/) for a finding that stands for every answer of one; a file name for validate, or an address outside the base URL in full."},"key":{"type":"string","description":"The item's own key when the finding is about a list item (project/component, project/component/language_code), in place of its page and index."},"pointer":{"type":"string","description":"JSON pointer into the answer body, or into the item when key is set; absent for the whole answer."},"args":{"type":"object","additionalProperties":{"type":["string","number","boolean","null"]},"description":"The identifying args (measured ones such as counts, sizes and times left out), the base URL written {base} and its origin {origin}."},"count":{"type":"integer","minimum":2,"description":"How many findings share this identity; 1 when absent."}}}}};
const schema32 = {"title":"BaselineEntry","description":"The identity of one finding (or of count findings that share it).","type":"object","required":["requirement","address"],"additionalProperties":false,"properties":{"requirement":{"type":"string","pattern":"^[A-Z]+(-[A-Z0-9]+)+$"},"code":{"type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","description":"The finding's code; absent for a finding that has none, which message then stands for."},"message":{"type":"string","description":"Only for a finding without a code: its message with the base URL written {base} and its numbers written #."},"method":{"type":"string","description":"HTTP method of the request; GET when absent."},"address":{"type":"string","description":"The answer's address relative to the base URL (no scheme, host or port), without its page parameter when key is set; the endpoint (api/components/{project}/{component}/) for a finding that stands for every answer of one; a file name for validate, or an address outside the base URL in full."},"key":{"type":"string","description":"The item's own key when the finding is about a list item (project/component, project/component/language_code), in place of its page and index."},"pointer":{"type":"string","description":"JSON pointer into the answer body, or into the item when key is set; absent for the whole answer."},"args":{"type":"object","additionalProperties":{"type":["string","number","boolean","null"]},"description":"The identifying args (measured ones such as counts, sizes and times left out), the base URL written {base} and its origin {origin}."},"count":{"type":"integer","minimum":2,"description":"How many findings share this identity; 1 when absent."}}};
const func1 = Object.prototype.hasOwnProperty;
const pattern4 = new RegExp("^[A-Z]+(-[A-Z0-9]+)+$", "u");
const pattern5 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://stringent.dev/schemas/baseline.schema.json" */;
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
if(data.format === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "format"},message:"must have required property '"+"format"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.version === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.identity === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "identity"},message:"must have required property '"+"identity"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.total === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.findings === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "findings"},message:"must have required property '"+"findings"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "format") || (key0 === "version")) || (key0 === "identity")) || (key0 === "total")) || (key0 === "findings"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.format !== undefined){
if("stringent-baseline" !== data.format){
const err6 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/const",keyword:"const",params:{allowedValue: "stringent-baseline"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.version !== undefined){
if(1 !== data.version){
const err7 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.identity !== undefined){
if("stringentIdentity/v2" !== data.identity){
const err8 = {instancePath:instancePath+"/identity",schemaPath:"#/properties/identity/const",keyword:"const",params:{allowedValue: "stringentIdentity/v2"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.total !== undefined){
let data3 = data.total;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err9 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.findings !== undefined){
let data4 = data.findings;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.requirement === undefined){
const err11 = {instancePath:instancePath+"/findings/" + i0,schemaPath:"#/$defs/entry/required",keyword:"required",params:{missingProperty: "requirement"},message:"must have required property '"+"requirement"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data5.address === undefined){
const err12 = {instancePath:instancePath+"/findings/" + i0,schemaPath:"#/$defs/entry/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data5){
if(!(func1.call(schema32.properties, key1))){
const err13 = {instancePath:instancePath+"/findings/" + i0,schemaPath:"#/$defs/entry/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data5.requirement !== undefined){
let data6 = data5.requirement;
if(typeof data6 === "string"){
if(!pattern4.test(data6)){
const err14 = {instancePath:instancePath+"/findings/" + i0+"/requirement",schemaPath:"#/$defs/entry/properties/requirement/pattern",keyword:"pattern",params:{pattern: "^[A-Z]+(-[A-Z0-9]+)+$"},message:"must match pattern \""+"^[A-Z]+(-[A-Z0-9]+)+$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/findings/" + i0+"/requirement",schemaPath:"#/$defs/entry/properties/requirement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data5.code !== undefined){
let data7 = data5.code;
if(typeof data7 === "string"){
if(!pattern5.test(data7)){
const err16 = {instancePath:instancePath+"/findings/" + i0+"/code",schemaPath:"#/$defs/entry/properties/code/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/findings/" + i0+"/code",schemaPath:"#/$defs/entry/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data5.message !== undefined){
if(typeof data5.message !== "string"){
const err18 = {instancePath:instancePath+"/findings/" + i0+"/message",schemaPath:"#/$defs/entry/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data5.method !== undefined){
if(typeof data5.method !== "string"){
const err19 = {instancePath:instancePath+"/findings/" + i0+"/method",schemaPath:"#/$defs/entry/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data5.address !== undefined){
if(typeof data5.address !== "string"){
const err20 = {instancePath:instancePath+"/findings/" + i0+"/address",schemaPath:"#/$defs/entry/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data5.key !== undefined){
if(typeof data5.key !== "string"){
const err21 = {instancePath:instancePath+"/findings/" + i0+"/key",schemaPath:"#/$defs/entry/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data5.pointer !== undefined){
if(typeof data5.pointer !== "string"){
const err22 = {instancePath:instancePath+"/findings/" + i0+"/pointer",schemaPath:"#/$defs/entry/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data5.args !== undefined){
let data13 = data5.args;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key2 in data13){
let data14 = data13[key2];
if((((typeof data14 !== "string") && (!((typeof data14 == "number") && (isFinite(data14))))) && (typeof data14 !== "boolean")) && (data14 !== null)){
const err23 = {instancePath:instancePath+"/findings/" + i0+"/args/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/entry/properties/args/additionalProperties/type",keyword:"type",params:{type: schema32.properties.args.additionalProperties.type},message:"must be string,number,boolean,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/findings/" + i0+"/args",schemaPath:"#/$defs/entry/properties/args/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data5.count !== undefined){
let data15 = data5.count;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err25 = {instancePath:instancePath+"/findings/" + i0+"/count",schemaPath:"#/$defs/entry/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 2 || isNaN(data15)){
const err26 = {instancePath:instancePath+"/findings/" + i0+"/count",schemaPath:"#/$defs/entry/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
}
else {
const err27 = {instancePath:instancePath+"/findings/" + i0,schemaPath:"#/$defs/entry/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.entry = validate21;

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
if(data.requirement === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requirement"},message:"must have required property '"+"requirement"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.address === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema32.properties, key0))){
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
if(data.requirement !== undefined){
let data0 = data.requirement;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/requirement",schemaPath:"#/properties/requirement/pattern",keyword:"pattern",params:{pattern: "^[A-Z]+(-[A-Z0-9]+)+$"},message:"must match pattern \""+"^[A-Z]+(-[A-Z0-9]+)+$"+"\""};
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
const err4 = {instancePath:instancePath+"/requirement",schemaPath:"#/properties/requirement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.code !== undefined){
let data1 = data.code;
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
const err5 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err7 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.method !== undefined){
if(typeof data.method !== "string"){
const err8 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.address !== undefined){
if(typeof data.address !== "string"){
const err9 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.key !== undefined){
if(typeof data.key !== "string"){
const err10 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.pointer !== undefined){
if(typeof data.pointer !== "string"){
const err11 = {instancePath:instancePath+"/pointer",schemaPath:"#/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.args !== undefined){
let data7 = data.args;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key1 in data7){
let data8 = data7[key1];
if((((typeof data8 !== "string") && (!((typeof data8 == "number") && (isFinite(data8))))) && (typeof data8 !== "boolean")) && (data8 !== null)){
const err12 = {instancePath:instancePath+"/args/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/args/additionalProperties/type",keyword:"type",params:{type: schema32.properties.args.additionalProperties.type},message:"must be string,number,boolean,null"};
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
else {
const err13 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.count !== undefined){
let data9 = data.count;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err14 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 2 || isNaN(data9)){
const err15 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

