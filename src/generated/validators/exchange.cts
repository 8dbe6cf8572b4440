// Generated from schemas/exchange.schema.json by scripts/generate-types.mjs (Ajv standalone code). Do not edit by hand.
// @ts-nocheck
"use strict";
exports.root = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://stringent.dev/schemas/exchange.schema.json","title":"Exchange","description":"One HTTP request and its answer as the crawler records it (and as cases/ hold them). The crawler records; only rules judge.","type":"object","required":["request","status","headers"],"additionalProperties":false,"properties":{"request":{"title":"ExchangeRequest","type":"object","required":["method","url"],"additionalProperties":false,"properties":{"method":{"enum":["GET","HEAD","OPTIONS","POST","PUT","PATCH","DELETE"]},"url":{"type":"string","description":"Absolute URL requested."},"body":{"type":"string","description":"Body sent with the request (write probes), as text."},"headers":{"type":"object","additionalProperties":{"type":"string"},"description":"Request headers sent, lower-case names; a credential is always stored redacted."}}},"status":{"type":"integer","minimum":0,"maximum":999,"description":"HTTP status; 0 when no answer arrived (see error)."},"headers":{"type":"object","additionalProperties":{"type":"string"},"description":"Answer headers, lower-case names; repeated headers joined with ', '."},"body":{"type":"string","description":"Body text as received (decoded as UTF-8). Empty for HEAD."},"bodyBase64":{"type":"string","description":"The body's bytes in base64, set only when they are not valid UTF-8 (body then says so instead of holding them); a recording (HAR) keeps these bytes."},"json":{"description":"Convenience for recorded cases: the body as a JSON value; the body text is its serialization."},"purpose":{"title":"ExchangePurpose","enum":["crawl","head","options","format-api","recheck","probe-error","probe-write"],"description":"Why the kit sent the request; crawl when absent."},"durationMs":{"type":"number","minimum":0},"blockedMs":{"type":"number","minimum":0,"description":"Milliseconds the request waited before it was sent: for the server's rate limit (the pacer), a Retry-After, or the backoff between attempts. Not part of durationMs, which is the answer's own time (HAR timings.blocked, never timings.wait)."},"attempts":{"type":"integer","minimum":1,"description":"Which attempt of the request this is (1 for the first), present when the request was sent more than once."},"superseded":{"type":"boolean","const":true,"description":"An attempt that was sent again (a 429, a 5xx, a broken connection): kept in recordings, never judged. Replay and resume use the last answer that is not superseded."},"redirectedTo":{"type":"string","description":"Set on a 3xx answer whose Location the kit followed (same origin only): the absolute address it requested next. Such a hop is recorded as its own exchange before the answer at the end of the chain."},"hop":{"type":"integer","minimum":0,"description":"Position in a chain of followed redirects: 0 for the address the kit asked for, n for the request after n redirects. Absent when no redirect was followed."},"finalUrl":{"type":"string","description":"On the answer at the end of a chain of followed redirects: the address that gave it. request.url keeps the address the kit asked for, so the answer is judged as that address's."},"headBodyBytes":{"type":"integer","minimum":0,"description":"HEAD only: bytes the server sent after the HEAD answer's headers, seen on the wire by a separate probe on a fresh connection (HTTP clients discard them). Absent when the probe could not look (through a proxy, or it failed)."},"error":{"title":"ExchangeError","type":"object","required":["code","message"],"additionalProperties":false,"description":"Set when the kit got no usable answer (timeout, reset, over the size cap, refused redirect) after its retries.","properties":{"code":{"type":"string"},"message":{"type":"string"}}}}};
const func1 = Object.prototype.hasOwnProperty;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://stringent.dev/schemas/exchange.schema.json" */;
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
if(data.request === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "request"},message:"must have required property '"+"request"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.status === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.headers === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "headers"},message:"must have required property '"+"headers"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema31.properties, key0))){
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
if(data.request !== undefined){
let data0 = data.request;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.method === undefined){
const err4 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.url === undefined){
const err5 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 in data0){
if(!((((key1 === "method") || (key1 === "url")) || (key1 === "body")) || (key1 === "headers"))){
const err6 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.method !== undefined){
let data1 = data0.method;
if(!(((((((data1 === "GET") || (data1 === "HEAD")) || (data1 === "OPTIONS")) || (data1 === "POST")) || (data1 === "PUT")) || (data1 === "PATCH")) || (data1 === "DELETE"))){
const err7 = {instancePath:instancePath+"/request/method",schemaPath:"#/properties/request/properties/method/enum",keyword:"enum",params:{allowedValues: schema31.properties.request.properties.method.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.url !== undefined){
if(typeof data0.url !== "string"){
const err8 = {instancePath:instancePath+"/request/url",schemaPath:"#/properties/request/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.body !== undefined){
if(typeof data0.body !== "string"){
const err9 = {instancePath:instancePath+"/request/body",schemaPath:"#/properties/request/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.headers !== undefined){
let data4 = data0.headers;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key2 in data4){
if(typeof data4[key2] !== "string"){
const err10 = {instancePath:instancePath+"/request/headers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/request/properties/headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err11 = {instancePath:instancePath+"/request/headers",schemaPath:"#/properties/request/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err12 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.status !== undefined){
let data6 = data.status;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err13 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 999 || isNaN(data6)){
const err14 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999},message:"must be <= 999"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err15 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.headers !== undefined){
let data7 = data.headers;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key3 in data7){
if(typeof data7[key3] !== "string"){
const err16 = {instancePath:instancePath+"/headers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err17 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.body !== undefined){
if(typeof data.body !== "string"){
const err18 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.bodyBase64 !== undefined){
if(typeof data.bodyBase64 !== "string"){
const err19 = {instancePath:instancePath+"/bodyBase64",schemaPath:"#/properties/bodyBase64/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.purpose !== undefined){
let data11 = data.purpose;
if(!(((((((data11 === "crawl") || (data11 === "head")) || (data11 === "options")) || (data11 === "format-api")) || (data11 === "recheck")) || (data11 === "probe-error")) || (data11 === "probe-write"))){
const err20 = {instancePath:instancePath+"/purpose",schemaPath:"#/properties/purpose/enum",keyword:"enum",params:{allowedValues: schema31.properties.purpose.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.durationMs !== undefined){
let data12 = data.durationMs;
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err21 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err22 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.blockedMs !== undefined){
let data13 = data.blockedMs;
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err23 = {instancePath:instancePath+"/blockedMs",schemaPath:"#/properties/blockedMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err24 = {instancePath:instancePath+"/blockedMs",schemaPath:"#/properties/blockedMs/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.attempts !== undefined){
let data14 = data.attempts;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err25 = {instancePath:instancePath+"/attempts",schemaPath:"#/properties/attempts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 1 || isNaN(data14)){
const err26 = {instancePath:instancePath+"/attempts",schemaPath:"#/properties/attempts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.superseded !== undefined){
let data15 = data.superseded;
if(typeof data15 !== "boolean"){
const err27 = {instancePath:instancePath+"/superseded",schemaPath:"#/properties/superseded/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(true !== data15){
const err28 = {instancePath:instancePath+"/superseded",schemaPath:"#/properties/superseded/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.redirectedTo !== undefined){
if(typeof data.redirectedTo !== "string"){
const err29 = {instancePath:instancePath+"/redirectedTo",schemaPath:"#/properties/redirectedTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.hop !== undefined){
let data17 = data.hop;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err30 = {instancePath:instancePath+"/hop",schemaPath:"#/properties/hop/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err31 = {instancePath:instancePath+"/hop",schemaPath:"#/properties/hop/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.finalUrl !== undefined){
if(typeof data.finalUrl !== "string"){
const err32 = {instancePath:instancePath+"/finalUrl",schemaPath:"#/properties/finalUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.headBodyBytes !== undefined){
let data19 = data.headBodyBytes;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err33 = {instancePath:instancePath+"/headBodyBytes",schemaPath:"#/properties/headBodyBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
const err34 = {instancePath:instancePath+"/headBodyBytes",schemaPath:"#/properties/headBodyBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.error !== undefined){
let data20 = data.error;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.code === undefined){
const err35 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data20.message === undefined){
const err36 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
for(const key4 in data20){
if(!((key4 === "code") || (key4 === "message"))){
const err37 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data20.code !== undefined){
if(typeof data20.code !== "string"){
const err38 = {instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data20.message !== undefined){
if(typeof data20.message !== "string"){
const err39 = {instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err40 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

